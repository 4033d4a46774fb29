#!/usr/bin/env node
// Writes the PostgreSQL twin of the newest SQLite migration and regenerates the PostgreSQL schema.
// After changing prisma/schema.prisma and writing prisma/migrations/<name>/ (see
// docs/architecture.md, "Database"), run:
//
//   node scripts/postgres-migration.mjs [--from <old prisma/schema.prisma>]
//
// The twin, prisma/migrations-postgresql/<name>/migration.sql, is `prisma migrate diff` between
// the PostgreSQL schema of the previous data model (the committed prisma/schema.postgresql.prisma,
// or the one made from --from) and that of the new one. `migrate diff` through the pg adapter needs
// a server to connect to: DATABASE_URL when it is postgresql://, else a throwaway cluster.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startPostgres } from "./postgres.mjs";
import { POSTGRES_SCHEMA, SQLITE_SCHEMA, postgresSchemaFrom } from "./postgres-schema.mjs";
import { prismaEnv } from "./prisma.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SQLITE_MIGRATIONS = path.join(root, "prisma", "migrations");
const POSTGRES_MIGRATIONS = path.join(root, "prisma", "migrations-postgresql");

const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** SQLite migrations newer than the PostgreSQL baseline that have no PostgreSQL twin yet. */
export function migrationsWithoutTwin() {
  const postgres = folders(POSTGRES_MIGRATIONS);
  const baseline = postgres.find((name) => name.endsWith("_baseline"));
  if (!baseline) throw new Error("prisma/migrations-postgresql has no <timestamp>_baseline migration");
  return folders(SQLITE_MIGRATIONS).filter((name) => name > baseline && !postgres.includes(name));
}

/** `prisma migrate diff --script` between two PostgreSQL schema files (null: from empty). */
export function postgresDiffSql(fromSchema, toSchema, url) {
  const from = fromSchema ? ["--from-schema-datamodel", fromSchema] : ["--from-empty"];
  const cli = path.join(root, "node_modules", "prisma", "build", "index.js");
  const args = [cli, "migrate", "diff", "--config", "prisma.postgresql.config.ts", ...from, "--to-schema-datamodel", toSchema, "--script"];
  const res = spawnSync(process.execPath, args, { cwd: root, env: { ...prismaEnv(), DATABASE_URL: url }, encoding: "utf8" });
  if (res.status !== 0) throw new Error(`prisma migrate diff failed: ${(res.stderr || res.stdout).trim()}`);
  return res.stdout;
}

/** Runs work(url) with DATABASE_URL's PostgreSQL server, or a throwaway one. */
export async function withPostgresServer(work) {
  const url = process.env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) return work(url);
  const server = await startPostgres();
  try {
    return await work(server.url);
  } finally {
    server.stop();
  }
}

async function main() {
  const fromIndex = process.argv.indexOf("--from");
  const previous =
    fromIndex > 0 ? postgresSchemaFrom(readFileSync(process.argv[fromIndex + 1], "utf8")) : readFileSync(POSTGRES_SCHEMA, "utf8");
  const next = postgresSchemaFrom(readFileSync(SQLITE_SCHEMA, "utf8"));
  const pending = migrationsWithoutTwin();
  if (pending.length === 0) {
    if (previous !== next) throw new Error("prisma/schema.prisma changed but no SQLite migration lacks a PostgreSQL twin: write the SQLite migration first");
    console.log("every SQLite migration has its PostgreSQL twin; the PostgreSQL schema is up to date");
    return;
  }
  if (pending.length > 1) {
    throw new Error(
      `several SQLite migrations lack a PostgreSQL twin (${pending.join(", ")}): the data model before each one is not ` +
        "known here; write them one at a time with --from <that migration's previous prisma/schema.prisma> (from git)",
    );
  }
  const [name] = pending;
  const tmp = mkdtempSync(path.join(os.tmpdir(), "nimbus-pg-diff-"));
  try {
    writeFileSync(path.join(tmp, "previous.prisma"), previous);
    writeFileSync(path.join(tmp, "next.prisma"), next);
    const sql = await withPostgresServer((url) => postgresDiffSql(path.join(tmp, "previous.prisma"), path.join(tmp, "next.prisma"), url));
    if (!/\S/.test(sql.replace(/^--.*$/gm, ""))) {
      throw new Error(
        `the data model did not change for ${name} (run with --from <previous prisma/schema.prisma> if the PostgreSQL schema ` +
          "was already regenerated); a migration that only changes data needs its PostgreSQL twin written by hand",
      );
    }
    const dir = path.join(POSTGRES_MIGRATIONS, name);
    if (existsSync(dir)) throw new Error(`${dir} exists already`);
    mkdirSync(dir);
    writeFileSync(path.join(dir, "migration.sql"), sql);
    writeFileSync(POSTGRES_SCHEMA, next);
    console.log(`wrote prisma/migrations-postgresql/${name}/migration.sql and prisma/schema.postgresql.prisma`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`[nimbus] error: ${error.message}`);
    process.exit(1);
  });
}
