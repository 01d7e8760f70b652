// The sandbox gateway beside the server (`npm start` without PAYMENTS_URL): gateway/main.ts as a child process
// of its own on its own port (GATEWAY_PORT, or a free one), which says over the IPC channel where it listens. It
// never outlives the server: it closes when that channel does, which the kernel does when the server ends,
// however it ends; a server that closes normally stops it first. The server reaches it by path, not by import:
// the gateway is another host.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const GATEWAY_MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../gateway/main.ts');
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;

export class SandboxStartError extends Error {}

export type SandboxGateway = { url: string; stop: () => Promise<void> };

type Report = { type: 'ready'; port: number } | { type: 'failed'; message: string };

const isReport = (m: unknown): m is Report =>
  typeof m === 'object' && m !== null && ((m as Report).type === 'ready' ? typeof (m as { port?: unknown }).port === 'number' : (m as Report).type === 'failed');

/** How the server reaches a gateway listening on `host`: an any-address listener is reached on loopback. */
function reachableHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

export function startSandboxGateway(opts: {
  host: string;
  port: number;
  dataDir: string;
  secret: string;
  logLevel: string;
  /** The gateway ended while the server runs. */
  onExit: (code: number | null, signal: string | null) => void;
  /** Node's flags for the child: by default this process's own (tsx's loader), without an inspector's port. */
  execArgv?: string[];
}): Promise<SandboxGateway> {
  const child = fork(GATEWAY_MAIN, [], {
    execArgv: opts.execArgv ?? process.execArgv.filter((flag) => !flag.startsWith('--inspect')),
    env: { ...process.env, GATEWAY_HOST: opts.host, GATEWAY_PORT: String(opts.port), GATEWAY_DATA_DIR: opts.dataDir, PAYMENTS_SECRET: opts.secret, GATEWAY_LOG_LEVEL: opts.logLevel },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopping = false;

  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  return new Promise<SandboxGateway>((resolve, reject) => {
    let ready = false;
    let failed = false;
    const fail = (message: string) => {
      if (failed) return;
      failed = true;
      clearTimeout(timer);
      void stop().then(() => reject(new SandboxStartError(message)));
    };
    const timer = setTimeout(() => fail(`The sandbox gateway did not start within ${READY_TIMEOUT_MS / 1000} s.`), READY_TIMEOUT_MS);
    child.on('message', (msg: unknown) => {
      if (ready || !isReport(msg)) return;
      if (msg.type === 'failed') return fail(msg.message);
      ready = true;
      clearTimeout(timer);
      resolve({ url: `http://${reachableHost(opts.host)}:${msg.port}`, stop });
    });
    child.once('exit', (code, signal) => {
      if (!ready) fail(`The sandbox gateway exited (${signal ?? `code ${code}`}) before it was ready.`);
      else if (!stopping) opts.onExit(code, signal);
    });
  });
}
