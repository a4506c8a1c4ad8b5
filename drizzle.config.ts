import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/app/schema.ts',
  out: './src/core/database/migrations',
  casing: 'snake_case',
});
