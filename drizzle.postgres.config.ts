// drizzle-kit's config for the PostgreSQL schema (issue 24); drizzle.config.ts is SQLite's.
// `npm run db:generate` runs both, then embeds each folder's SQL (scripts/embed-migrations.ts).
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/store/postgres/schema.ts",
  out: "./src/store/postgres/migrations",
});
