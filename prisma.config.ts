// Prisma CLI configuration: no native engines. The CLI runs its bundled Wasm schema engine
// through the better-sqlite3 driver adapter (see docs/architecture.md, "Database").
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { databaseFile } from "./lib/env";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  adapter: async () => new PrismaBetterSQLite3({ url: `file:${databaseFile()}` }),
});
