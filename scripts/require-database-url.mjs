// npm run test:pg runs the server suite against the PostgreSQL at DATABASE_URL; without it the suite would
// silently run on its own embedded cluster, as npm test does. npm run test:two-servers needs it too.
if (!process.env.DATABASE_URL) {
  const script = process.argv[2] ?? 'test:pg';
  console.error(`npm run ${script} needs DATABASE_URL=postgres://user:password@host:port/database (a role that may create databases: the tests work in databases of their own).`);
  process.exit(1);
}
