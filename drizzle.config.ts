import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration into server/drizzle from the schema's changes.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/drizzle',
});
