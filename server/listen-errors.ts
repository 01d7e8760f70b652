// The port the server cannot listen on, said in one line that names it and what to do, instead of a stack
// trace. main.ts probes the port before the database opens (a first start migrates and seeds for tens of
// seconds), and says the same line if the port is taken between the probe and the real listen.
import net from 'node:net';

/** What Node's net module rejects a TCP listen with. */
type ListenError = Error & { syscall: 'listen'; code: string; address: string; port: number };

const isListenError = (err: unknown): err is ListenError =>
  err instanceof Error && 'syscall' in err && err.syscall === 'listen' && 'code' in err && 'port' in err && typeof err.port === 'number';

/** The line for a listen error the user can fix by choosing PORT or HOST, or null for any other error. */
export function listenErrorLine(err: unknown): string | null {
  if (!isListenError(err)) return null;
  const where = `${err.address}:${err.port}`;
  switch (err.code) {
    case 'EADDRINUSE':
      return `Cannot listen on ${where}: port ${err.port} is already in use. Stop the other server on that port, or set PORT to a free one.`;
    case 'EACCES':
      return `Cannot listen on ${where}: not allowed (ports below 1024 need privileges). Set PORT to a port above 1023.`;
    case 'EADDRNOTAVAIL':
      return `Cannot listen on ${where}: this machine has no address ${err.address}. Set HOST to one of its addresses (127.0.0.1, or 0.0.0.0 for all).`;
    default:
      return null;
  }
}

/** Resolves when the port could be listened on now; rejects with the listen error when it could not. */
export function probePort(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
