// A fresh, throw-away database for one test, built by applying every migration in order, exactly
// as `npm start` would on a new instance. Which database: NIMBUS_TEST_DATABASE=postgresql takes a
// scratch database on the tests' PostgreSQL server (test/helpers/postgres.ts; scripts/test.mjs
// runs the database suites once per kind); anything else, a SQLite file in a temporary folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { createPrismaClient, type PrismaClient, type SqlDialect } from "../../lib/db";
import { applyPostgresMigrations } from "../../lib/postgres/migrations";
import { createScratchDatabase } from "./postgres";

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../prisma/migrations");

export interface TestDatabase {
  prisma: PrismaClient;
  kind: SqlDialect;
  /** The database as DATABASE_URL names it (for the app's code and for child processes). */
  url: string;
  /** SQLite only: the file (for tests that check it is unreachable from the sandbox). */
  file?: string;
  /** A temporary folder of the test's own (a data folder for a daemon, say), removed by cleanup. */
  dir: string;
  cleanup: () => Promise<void>;
}

/** The database kind of this test run (NIMBUS_TEST_DATABASE). */
export function testDatabaseKind(): SqlDialect {
  return process.env.NIMBUS_TEST_DATABASE === "postgresql" ? "postgresql" : "sqlite";
}

export function applyMigrations(file: string): void {
  const sqlite = new Database(file);
  try {
    sqlite.pragma("journal_mode = WAL");
    const migrations = fs
      .readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    for (const name of migrations) {
      const sql = path.join(MIGRATIONS_DIR, name, "migration.sql");
      if (fs.existsSync(sql)) sqlite.exec(fs.readFileSync(sql, "utf8"));
    }
  } finally {
    sqlite.close();
  }
}

export async function createTestDatabase(kind: SqlDialect = testDatabaseKind()): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nimbus-test-db-"));
  if (kind === "postgresql") {
    const scratch = await createScratchDatabase();
    await applyPostgresMigrations(scratch.url);
    const prisma = createPrismaClient(scratch.url);
    return {
      prisma,
      kind,
      url: scratch.url,
      dir,
      cleanup: async () => {
        await prisma.$disconnect();
        await scratch.drop();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const file = path.join(dir, "test.db");
  applyMigrations(file);
  const prisma = createPrismaClient(file);
  return {
    prisma,
    kind,
    url: `file:${file}`,
    file,
    dir,
    cleanup: async () => {
      await prisma.$disconnect();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
