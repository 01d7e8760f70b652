// Every call the simulator makes to the Nexo server. When the server cannot be reached (not started, wrong
// --url, stopped mid-run) the call fails with one line that says so instead of undici's stack trace.

/** A failure the simulator explains in one line: the command prints its message alone and exits 1. */
export class SimulatorError extends Error {}

export class ServerUnreachableError extends SimulatorError {
  constructor(baseUrl: string, reason: string) {
    super(`Cannot reach the Nexo server at ${baseUrl}: is \`npm start\` running? (${reason})`);
  }
}

/** Why fetch itself failed: undici's `cause` holds the system error (ECONNREFUSED, ENOTFOUND...). */
function reasonOf(err: unknown): string {
  const cause = err instanceof Error ? err.cause : undefined;
  if (cause instanceof Error) return 'code' in cause && typeof cause.code === 'string' ? cause.code : cause.message;
  return err instanceof Error ? err.message : String(err);
}

export async function fetchFromServer(baseUrl: string, path: string, init?: RequestInit): Promise<Response> {
  const base = baseUrl.replace(/\/$/, '');
  try {
    return await fetch(`${base}${path}`, init);
  } catch (err) {
    throw new ServerUnreachableError(base, reasonOf(err));
  }
}
