// A fresh, throw-away SQLite database for one test (file), built by applying every migration
// in prisma/migrations in order, exactly like `prisma migrate deploy` would on a new instance.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { createPrismaClient, type PrismaClient } from "../../lib/db";

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../prisma/migrations");

export interface TestDatabase {
  prisma: PrismaClient;
  /** Path of the SQLite file (for tests that check it is unreachable from the sandbox). */
  file: string;
  cleanup: () => Promise<void>;
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

export async function createTestDatabase(): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nimbus-test-db-"));
  const file = path.join(dir, "test.db");
  applyMigrations(file);
  const prisma = createPrismaClient(file);
  return {
    prisma,
    file,
    cleanup: async () => {
      await prisma.$disconnect();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
