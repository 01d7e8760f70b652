// The binaries' copy the postgres user can reach (server/db/reachable-copy.ts): whole, open to all, made once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyOnce } from '../../../server/db/reachable-copy';

const roots: string[] = [];
afterEach(() => {
  for (const dir of roots.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A package as a private install leaves it: folders 700, files 600, a binary 700, a library's version link. */
function privatePackage(): { source: string; target: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-reachable-copy-'));
  roots.push(root);
  const source = path.join(root, 'package');
  fs.mkdirSync(path.join(source, 'bin'), { recursive: true, mode: 0o700 });
  fs.mkdirSync(path.join(source, 'lib'), { mode: 0o700 });
  fs.chmodSync(source, 0o700);
  fs.chmodSync(path.join(source, 'bin'), 0o700);
  fs.writeFileSync(path.join(source, 'bin', 'postgres'), '#!/bin/sh\n', { mode: 0o700 });
  fs.writeFileSync(path.join(source, 'lib', 'libpq.so.5.17'), 'lib', { mode: 0o600 });
  fs.symlinkSync('libpq.so.5.17', path.join(source, 'lib', 'libpq.so.5'));
  return { source, target: path.join(root, 'copy') };
}

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('a copy the postgres user can reach', () => {
  it('opens folders and files to all, keeps binaries executable and links relative, and leaves no partial copy', () => {
    const { source, target } = privatePackage();
    copyOnce(source, target);
    expect([target, path.join(target, 'bin'), path.join(target, 'lib')].map(mode)).toEqual([0o755, 0o755, 0o755]);
    expect(mode(path.join(target, 'bin', 'postgres'))).toBe(0o755);
    expect(mode(path.join(target, 'lib', 'libpq.so.5.17'))).toBe(0o644);
    expect(fs.readlinkSync(path.join(target, 'lib', 'libpq.so.5'))).toBe('libpq.so.5.17');
    expect(fs.readdirSync(path.dirname(target)).sort()).toEqual(['copy', 'package']);
  });

  it('is made once: a later start reuses it as it is', () => {
    const { source, target } = privatePackage();
    copyOnce(source, target);
    fs.writeFileSync(path.join(source, 'bin', 'postgres'), 'changed');
    copyOnce(source, target);
    expect(fs.readFileSync(path.join(target, 'bin', 'postgres'), 'utf8')).toBe('#!/bin/sh\n');
  });

  it('leaves nothing behind when the copy fails', () => {
    const { target } = privatePackage();
    expect(() => copyOnce(path.join(path.dirname(target), 'missing'), target)).toThrow();
    expect(fs.readdirSync(path.dirname(target))).toEqual(['package']);
  });
});
