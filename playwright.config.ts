// Browser tests drive Debian's Chromium (no browser download is possible here). The global setup makes one
// PostgreSQL with a seeded template database for the run (tests/e2e/global-setup.ts); each worker starts its own
// server (`server/main.ts`, the built console) on its own copy of it, on port 8300 + its parallel index and its
// own data folder (tests/e2e/fixtures.ts), so tests run in parallel without meeting each other's writes.
import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

const retries = Number(process.env.E2E_RETRIES ?? 0);

/**
 * Debian's Chromium headless shell (package chromium-headless-shell: the same Blink and V8, without the desktop
 * browser's GPU process and window compositing), which is what Playwright itself runs for headless tests: a third
 * less CPU than /usr/bin/chromium on eight specs (124 -> 80 CPU-seconds, 67 s -> 45 s). The full browser where the
 * shell is not installed; CHROMIUM_PATH chooses either or another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // CI has two cores for the workers, their servers and browsers: a reload that takes 1.5 s alone on an idle
  // machine took over 7 s there, so the ceilings leave room for that. A test's first screen loads the whole
  // console in a fresh context (no sign-in screen before it to warm its cache): SCREEN_LOAD_MS, 15 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // .ci/run sets one retry (E2E_RETRIES=1): a test passing only on its retry is reported as flaky.
  retries,
  reporter: [['list']],
  use: {
    // baseURL is the worker's own server (tests/e2e/fixtures.ts).
    // The console's service worker (public/sw.js: installability, the shell offline) would install in each test's
    // fresh context; no spec is about it, and csp.spec.ts lets it register under the policy.
    serviceWorkers: 'block',
    // The console honours a wish for less motion (src/ui/shell/module-theme.ts): no waits on transitions.
    reducedMotion: 'reduce',
    // A failed test's actions, DOM snapshots, network and console, without the screencast (a JPEG frame stream
    // from every page), recorded only when a failed test is tried again (.ci/run: E2E_RETRIES=1). Recording every
    // test cost a tenth of the layer's CPU (eight specs: 114 -> 101 CPU-seconds without); a failure in a plain
    // `npm test` shows its error and screenshot, and `npx playwright test <spec> --trace on` records it again.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      // For the full browser: Debian's launcher turns GPU rasterization on (/etc/chromium.d/default-flags); with no
      // GPU that is SwiftShader emulating one in the GPU process. Off, Skia draws in the renderer: 130 -> 120
      // CPU-seconds on eight specs. The headless shell takes the same flags.
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--disable-dev-shm-usage', '--disable-gpu-rasterization'],
    },
  },
});
