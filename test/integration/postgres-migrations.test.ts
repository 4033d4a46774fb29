// The apply-and-record step of PostgreSQL migrations (lib/postgres/migrations.ts) against the
// throwaway test server: applied once each, changed files refused, failures rolled back, and two
// real processes migrating one database at once.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  applyPostgresMigrations,
  ChangedMigrationError,
  FailedMigrationError,
  LEDGER_TABLE,
  readMigrations,
} from "../../lib/postgres/migrations";
import { createScratchDatabase, queryRows, type ScratchDatabase } from "../helpers/postgres";

const root = path.resolve(import.meta.dirname, "../..");
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function scratch(): Promise<ScratchDatabase> {
  const db = await createScratchDatabase();
  cleanups.push(db.drop);
  return db;
}

/** A migrations folder of its own: {name: sql}. */
function migrationsDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nimbus-pg-migrations-"));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  for (const [name, sql] of Object.entries(files)) writeMigration(dir, name, sql);
  return dir;
}

function writeMigration(dir: string, name: string, sql: string): void {
  fs.mkdirSync(path.join(dir, name), { recursive: true });
  fs.writeFileSync(path.join(dir, name, "migration.sql"), sql);
}

const ledger = (url: string) =>
  queryRows<{ name: string; checksum: string }>(url, `SELECT name, checksum FROM "${LEDGER_TABLE}" ORDER BY name`);

const tables = async (url: string) =>
  (await queryRows<{ table_name: string }>(url, "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1")).map(
    (row) => row.table_name,
  );

describe("applyPostgresMigrations", () => {
  it("applies every migration of prisma/migrations-postgresql once on a fresh database and records it", async () => {
    const db = await scratch();
    const files = readMigrations();
    const run = await applyPostgresMigrations(db.url);
    expect(run.applied).toEqual(files.map((f) => f.name));
    expect(run.alreadyApplied).toEqual([]);
    expect(await ledger(db.url)).toEqual(files.map((f) => ({ name: f.name, checksum: f.checksum })));
    expect(await tables(db.url)).toEqual(expect.arrayContaining(["User", "Problem", "Submission", "TestResult", LEDGER_TABLE]));

    const again = await applyPostgresMigrations(db.url);
    expect(again.applied).toEqual([]);
    expect(again.alreadyApplied).toEqual(files.map((f) => f.name));
    expect(await ledger(db.url)).toHaveLength(files.length);
  });

  it("applies only the migrations added since the last run", async () => {
    const db = await scratch();
    const dir = migrationsDir({ "001_a": 'CREATE TABLE "A" (id INT);' });
    expect((await applyPostgresMigrations(db.url, dir)).applied).toEqual(["001_a"]);
    writeMigration(dir, "002_b", 'CREATE TABLE "B" (id INT);');
    const run = await applyPostgresMigrations(db.url, dir);
    expect(run).toEqual({ applied: ["002_b"], alreadyApplied: ["001_a"] });
    expect(await tables(db.url)).toEqual(["A", "B", LEDGER_TABLE]);
  });

  it("refuses a migration changed after it was applied, naming it, and applies nothing after it", async () => {
    const db = await scratch();
    const dir = migrationsDir({ "001_a": 'CREATE TABLE "A" (id INT);', "002_b": 'CREATE TABLE "B" (id INT);' });
    await applyPostgresMigrations(db.url, dir);
    const before = await ledger(db.url);
    writeMigration(dir, "002_b", 'CREATE TABLE "B" (id BIGINT);');
    writeMigration(dir, "003_c", 'CREATE TABLE "C" (id INT);');

    const refusal = await applyPostgresMigrations(db.url, dir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ChangedMigrationError);
    expect((refusal as Error).message).toContain("002_b");
    expect((refusal as Error).message).toMatch(/changed after it was applied/);
    expect(await ledger(db.url)).toEqual(before);
    expect(await tables(db.url)).not.toContain("C");
  });

  it("rolls back a migration that fails, records nothing for it and stops there", async () => {
    const db = await scratch();
    const dir = migrationsDir({
      "001_a": 'CREATE TABLE "A" (id INT);',
      // The table is created, then the second statement fails: the whole file must be undone.
      "002_bad": 'CREATE TABLE "B" (id INT);\nINSERT INTO "A" (id) VALUES (1 / 0);',
      "003_c": 'CREATE TABLE "C" (id INT);',
    });
    const failure = await applyPostgresMigrations(db.url, dir).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FailedMigrationError);
    expect((failure as Error).message).toContain("002_bad");
    expect((failure as Error).message).toMatch(/division by zero/);
    expect((await ledger(db.url)).map((row) => row.name)).toEqual(["001_a"]);
    expect(await tables(db.url)).toEqual(["A", LEDGER_TABLE]);

    writeMigration(dir, "002_bad", 'CREATE TABLE "B" (id INT);');
    expect((await applyPostgresMigrations(db.url, dir)).applied).toEqual(["002_bad", "003_c"]);
  });

  it("two processes migrating one database at once both succeed and each migration is recorded once", async () => {
    const db = await scratch();
    // The real entry point of `npm start`: scripts/setup.mjs migrateDatabase with DATABASE_URL.
    const migrate = () =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ["-e", 'import("./scripts/setup.mjs").then((m) => m.migrateDatabase())'], {
          cwd: root,
          env: { ...process.env, DATABASE_URL: db.url },
        });
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.on("exit", (code) => resolve({ code, output }));
      });
    const [first, second] = await Promise.all([migrate(), migrate()]);
    expect(first.code, first.output).toBe(0);
    expect(second.code, second.output).toBe(0);
    const names = readMigrations().map((f) => f.name);
    expect((await ledger(db.url)).map((row) => row.name)).toEqual(names);
    // One of them applied everything, the other found it done while it waited for the lock.
    const outputs = [first.output, second.output];
    expect(outputs.filter((o) => o.includes("applied PostgreSQL migrations:"))).toHaveLength(1);
    expect(outputs.filter((o) => o.includes("all applied already"))).toHaveLength(1);
  });
});
