// Prisma CLI configuration for PostgreSQL (prisma/schema.postgresql.prisma, generated from
// prisma/schema.prisma): the bundled Wasm schema engine through the pg driver adapter. Used by
// scripts/postgres-migration.mjs (`migrate diff`) and `prisma generate` of the PostgreSQL client;
// migrations are applied by lib/postgres/migrations.ts, not `migrate deploy` (docs/architecture.md).
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.postgresql.prisma"),
  migrations: { path: path.join("prisma", "migrations-postgresql") },
  // idleTimeoutMillis: the CLI exits once its idle connection closes (pg's default waits 10 s).
  adapter: async () =>
    new PrismaPg({ connectionString: process.env.DATABASE_URL ?? "postgresql://localhost/nimbus", idleTimeoutMillis: 50 }),
});
