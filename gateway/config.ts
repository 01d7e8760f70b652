// Everything the sandbox gateway reads from the environment (docs/payments.md, Settings).
import path from 'node:path';
import { DEV_SECRET } from './signing';

export type GatewayConfig = {
  port: number;
  host: string;
  dataDir: string;
  secret: string;
  /** How long the timeout test card holds a charge's answer. */
  slowMs: number;
  logLevel: string;
};

/** `npm run gateway`'s port; started beside the server, the server chooses (a free port unless GATEWAY_PORT). */
export const DEFAULT_GATEWAY_PORT = 8090;

export function readGatewayConfig(env: NodeJS.ProcessEnv): GatewayConfig {
  return {
    port: Number(env.GATEWAY_PORT || DEFAULT_GATEWAY_PORT),
    host: env.GATEWAY_HOST || env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.GATEWAY_DATA_DIR || path.join(env.DATA_DIR || './data', 'gateway')),
    secret: env.PAYMENTS_SECRET || DEV_SECRET,
    slowMs: Number(env.GATEWAY_SLOW_MS || 20_000),
    logLevel: env.GATEWAY_LOG_LEVEL || env.LOG_LEVEL || 'info',
  };
}
