// npm run test:pg runs the server suite against PostgreSQL; without DATABASE_URL it would silently use PGlite.
if (!process.env.DATABASE_URL) {
  console.error('npm run test:pg needs DATABASE_URL=postgres://user:password@host:port/database (a throwaway database: the suite drops its schema).');
  process.exit(1);
}
