import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT ?? 8080);

// The unit and path tests share one process a worker and its loaded modules (isolate: false): each file's own
// process re-imported xstate, the charts and the oracles, four fifths of the layer's time. A file that mocks a
// module with vi.mock would leak its mock into the files after it, or miss modules already loaded, so those run
// isolated, found by reading the files.
const UNIT = ['tests/unit/**/*.test.ts', 'tests/model/**/*.test.ts'];
const mocking = ['tests/unit', 'tests/model']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => join(dir, f)))
  .filter((file) => file.endsWith('.test.ts') && readFileSync(file, 'utf8').includes('vi.mock('));

export default defineConfig({
  plugins: [react()],
  // The manifest lets bench/bundle.ts measure what the sign-in route loads.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 900, manifest: true },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      // The realtime websockets are on the API's port too; GET /api/config names no port, so the console at
      // 5173 opens them here (docs/realtime.md).
      '/app': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
  test: {
    // vitest's default is one worker less than the cores: one worker on a two-core machine, which ran the whole
    // suite in series. Two, measured against one and three on twenty screen files: 62 s against 112 s and 72 s.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: UNIT, exclude: mocking, environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: { name: 'unit-mocked', include: mocking, environment: 'node' },
      },
      {
        // The tariff engine must not depend on the host's time zone: its suite runs again under Tokyo time.
        extends: true,
        test: { name: 'unit-tokyo', include: ['tests/unit/tariff/**/*.test.ts'], environment: 'node', env: { TZ: 'Asia/Tokyo' } },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.tsx', 'tests/ui/**/*.test.ts', 'tests/model/**/*.test.tsx'],
          // happy-dom rather than jsdom: Testing Library's role and name queries ask for computed styles, which
          // took jsdom about half of a screen test's time (the project: 169 s in jsdom, 114 s here).
          environment: 'happy-dom',
          // A thread starts faster than a process: 54 s against 62 s on twenty screen files. One thread a worker
          // for all its files (isolate: false; tests/ui/fresh-modules.ts resets what a file must not inherit):
          // the project 342 s -> 169 s in jsdom.
          pool: 'threads',
          isolate: false,
          setupFiles: ['tests/ui/fresh-modules.ts', 'tests/ui/setup.ts'],
          // A screen driven with user-event takes seconds on two busy cores; the default 5 s flakes under load.
          testTimeout: 20_000,
        },
      },
      {
        // The sandbox card gateway (its own process and store) and the server's payments adapter against it: no
        // database. Its servers listen on ports the system picks.
        extends: true,
        test: { name: 'gateway', include: ['tests/gateway/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 30_000 },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // One PostgreSQL for the run, a copy of a seeded template per file (tests/server/database.global.ts).
          globalSetup: ['tests/server/database.global.ts'],
          setupFiles: ['tests/server/one-query-per-connection.setup.ts'],
          // The files share one process and its loaded modules: each one's own process re-imported the server
          // (seconds a file, most of the run). Every file builds its own app on its own database copy.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
