// One gateway per data folder: two writing one token store would lose each other's cards. The lock is a
// listening socket in Linux's abstract namespace named after the folder, which the kernel lets go of when the
// process ends, however it ends (kill -9 included), so no stale lock file is ever left to judge. Elsewhere
// there is no lock; the server's own DATA_DIR lock still keeps the gateway it starts alone on its folder.
import { createHash } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';

export class GatewayBusyError extends Error {}

export async function lockDataFolder(dataDir: string): Promise<() => Promise<void>> {
  if (process.platform !== 'linux') return async () => {};
  const folder = path.resolve(dataDir);
  const name = `\0nexo-gateway-${createHash('sha256').update(folder).digest('hex').slice(0, 32)}`;
  const holder = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    holder.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'EADDRINUSE'
          ? new GatewayBusyError(`Another sandbox gateway is using ${folder}. Stop it, or start this one with another GATEWAY_DATA_DIR.`)
          : err,
      ),
    );
    holder.listen(name, resolve);
  });
  holder.unref();
  return () => new Promise<void>((resolve) => holder.close(() => resolve()));
}
