// Where uploaded bytes live. The server names each file by its content (sha-256 + extension), so a name never
// changes meaning and can be cached for ever; an object store (S3 and the like) can implement the same two calls.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  /** Stores `bytes` under `name`; a name already stored holds the same bytes, so it is kept. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes stored under `name`, or null. */
  read(name: string): Promise<Buffer | null>;
}

/** Names the server makes: 64 hex digits and one of the extensions it writes. */
export const FILE_NAME = /^[0-9a-f]{64}\.(png|jpg|webp|pdf)$/;

/** Files in one folder (`DATA_DIR/files`), each written to a temporary name and renamed, so no reader sees half a file. */
export function diskStorage(dir: string): FileStorage {
  const at = (name: string) => {
    if (!FILE_NAME.test(name)) throw new Error(`not a stored file name: ${name}`);
    return path.join(dir, name);
  };
  return {
    async put(name, bytes) {
      const target = at(name);
      await fs.mkdir(dir, { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, target);
    },
    async read(name) {
      try {
        return await fs.readFile(at(name));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}
