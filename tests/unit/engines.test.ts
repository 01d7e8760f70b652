// Every package the lock file installs runs on the oldest Node that package.json promises (`engines`): a
// dependency that asks for a newer one makes `npm install` warn EBADENGINE, and may not load at all. When one
// does, package.json `overrides` pins a version that still supports it (README, Node version).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';

// npm's own range rules: semver is in the tree through several dev dependencies (and npm itself).
const { minVersion, satisfies } = createRequire(import.meta.url)('semver') as {
  minVersion: (range: string) => { version: string } | null;
  satisfies: (version: string, range: string) => boolean;
};

type Lock = { packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> };

it('installs nothing that needs a newer Node than package.json promises', () => {
  const promised = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;
  const oldest = minVersion(promised)?.version;
  expect(oldest).toBe('20.19.0');
  const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as Lock;
  const tooNew = Object.entries(lock.packages).flatMap(([where, pkg]) => {
    const node = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
    return node !== undefined && !satisfies(oldest ?? '', node) ? [`${where.replace(/^.*node_modules\//, '')}@${pkg.version}: node ${node}`] : [];
  });
  expect(tooNew).toEqual([]);
});
