// npm run test:pg runs the server suite against the PostgreSQL at DATABASE_URL; without it the suite would
// silently run on its own embedded cluster, as npm test does.
if (!process.env.DATABASE_URL) {
  console.error('npm run test:pg needs DATABASE_URL=postgres://user:password@host:port/database (a role that may create databases: each test file gets a copy of a seeded template).');
  process.exit(1);
}
