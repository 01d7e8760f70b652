// What the browser tests' global setup hands the workers (through the environment they inherit) and how a worker
// names its copy of the demo database, port and data folder (tests/e2e/global-setup.ts, tests/e2e/fixtures.ts).

export const E2E_ENV = {
  /** The run's PostgreSQL (its `postgres`-capable role), for creating and dropping the workers' copies. */
  adminUrl: 'E2E_ADMIN_DATABASE_URL',
  /** The run's temporary folder: the cluster, and each worker's data folder (outbox, files, gateway). */
  root: 'E2E_ROOT',
} as const;

/** The migrated database with the demo data that each worker copies. */
export const TEMPLATE_DATABASE = 'nexo_e2e_template';

/** Browser-test servers listen on 8300 + the worker's parallel index (nothing else in the project uses 8300-8399). */
export const E2E_BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 8300);

/** The same PostgreSQL connection, to another database on it. */
export function databaseUrlFor(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
