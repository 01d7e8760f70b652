import { defineConfig } from 'drizzle-kit';

// Migrations are generated once from server/db/schema.ts and committed; both PGlite and PostgreSQL apply them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
