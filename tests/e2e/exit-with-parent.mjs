// Loaded into each browser-test server (node --import, tests/e2e/fixtures.ts): a server whose Playwright worker
// is gone (killed, crashed) closes itself as on SIGTERM, so that no server is left holding its port (8300 + n)
// and its database for the next run.
const parent = Number(process.env.E2E_PARENT_PID);
if (parent > 0) {
  const watch = setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      clearInterval(watch);
      process.kill(process.pid, 'SIGTERM');
    }
  }, 1000);
  watch.unref();
}
