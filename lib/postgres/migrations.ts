// Applies prisma/migrations-postgresql to a PostgreSQL database and records each one in a ledger.
// `prisma migrate deploy` cannot do it on Prisma 6.19 through the pg driver adapter (its schema
// introspection fails on the `name` column type, prisma/orm#27403), so this small step does what
// it would: each migration applied once, in its own transaction, in name order; a migration whose
// file changed after it was applied is refused; an advisory lock held for the whole run makes two
// processes starting at once (two web servers, a judge) wait for each other instead of racing.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

export const POSTGRES_MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../prisma/migrations-postgresql");
export const LEDGER_TABLE = "_nimbus_migrations";
/** pg_advisory_lock key of the migration run (any fixed bigint; "nimbusmg" in ASCII). */
export const MIGRATION_LOCK_KEY = "7957420237036054375";

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationRun {
  applied: string[];
  alreadyApplied: string[];
}

/** The migrations of a folder: each sub-folder's migration.sql, in name order. */
export function readMigrations(dir: string = POSTGRES_MIGRATIONS_DIR): MigrationFile[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

export class ChangedMigrationError extends Error {
  constructor(readonly migration: string) {
    super(
      `PostgreSQL migration ${migration} was changed after it was applied to this database ` +
        `(its checksum differs from the one recorded in ${LEDGER_TABLE}). Applied migrations must not ` +
        `be edited: restore the file and write a new migration for the change.`,
    );
    this.name = "ChangedMigrationError";
  }
}

export class FailedMigrationError extends Error {
  constructor(
    readonly migration: string,
    cause: unknown,
  ) {
    super(`PostgreSQL migration ${migration} failed and was rolled back: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "FailedMigrationError";
  }
}

/**
 * Applies every migration of `dir` not yet recorded in the ledger. Refuses to apply anything
 * when a recorded migration's file changed; stops at the first migration that fails (rolled
 * back, not recorded).
 */
export async function applyPostgresMigrations(url: string, dir: string = POSTGRES_MIGRATIONS_DIR): Promise<MigrationRun> {
  const migrations = readMigrations(dir);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Session-level lock: released when the connection ends, even if this process dies.
    await client.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS "${LEDGER_TABLE}" (
         name TEXT PRIMARY KEY,
         checksum TEXT NOT NULL,
         applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
       )`,
    );
    const { rows } = await client.query<{ name: string; checksum: string }>(`SELECT name, checksum FROM "${LEDGER_TABLE}"`);
    const recorded = new Map(rows.map((row) => [row.name, row.checksum]));
    for (const migration of migrations) {
      const checksum = recorded.get(migration.name);
      if (checksum !== undefined && checksum !== migration.checksum) throw new ChangedMigrationError(migration.name);
    }
    const run: MigrationRun = { applied: [], alreadyApplied: [] };
    for (const migration of migrations) {
      if (recorded.has(migration.name)) {
        run.alreadyApplied.push(migration.name);
        continue;
      }
      try {
        await client.query("BEGIN");
        await client.query(migration.sql); // simple query protocol: the file's statements in one round trip
        await client.query(`INSERT INTO "${LEDGER_TABLE}" (name, checksum) VALUES ($1, $2)`, [migration.name, migration.checksum]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw new FailedMigrationError(migration.name, error);
      }
      run.applied.push(migration.name);
    }
    return run;
  } finally {
    await client.end(); // also releases the advisory lock
  }
}
