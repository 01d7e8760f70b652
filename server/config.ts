// Everything the server reads from the environment, in one place (listed in README).
import { randomBytes } from 'node:crypto';
import path from 'node:path';

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  smtpUrl: string | null;
  publicUrl: string;
  logLevel: string;
  version: string;
  /** Signs realtime identities; random per start unless REALTIME_SECRET is set. */
  realtimeSecret: string;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    version: env.APP_VERSION ?? env.npm_package_version ?? '0.0.0',
    realtimeSecret: env.REALTIME_SECRET ?? randomBytes(32).toString('hex'),
  };
}
