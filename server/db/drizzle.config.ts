import { defineConfig } from 'drizzle-kit';

// Generate a new versioned migration after changing the schema:
//   npx drizzle-kit generate --config server/db/drizzle.config.ts --name <what-changed>
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
