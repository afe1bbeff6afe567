import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every area's schema file: the folder is the list (docs/decisions/0039).
  schema: './apps/api/src/db/schema/*.ts',
  out: './apps/api/src/db/migrations',
});
