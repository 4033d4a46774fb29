// prisma/migrations-postgresql, applied in order by lib/postgres/migrations.ts, must build exactly
// the database that the generated prisma/schema.postgresql.prisma describes. On this Prisma
// version `migrate diff` cannot read a live database through the pg adapter (--from-url and
// --from-schema-datasource are refused with an adapter; introspection fails, prisma/orm#27403), so
// the reference database is built from `migrate diff --from-empty --to-schema-datamodel`'s SQL and
// the two are compared through PostgreSQL's catalog (column order aside, as `migrate diff` does).
import { afterEach, describe, expect, it } from "vitest";
import pg from "pg";
import { applyPostgresMigrations, LEDGER_TABLE } from "../../lib/postgres/migrations";
import { migrationsWithoutTwin, postgresDiffSql } from "../../scripts/postgres-migration.mjs";
import { POSTGRES_SCHEMA } from "../../scripts/postgres-schema.mjs";
import { createScratchDatabase, queryRows, type ScratchDatabase } from "../helpers/postgres";

const drops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const drop of drops.splice(0)) await drop();
});

async function scratch(): Promise<ScratchDatabase> {
  const db = await createScratchDatabase();
  drops.push(db.drop);
  return db;
}

async function execute(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Tables, columns, indexes and constraints of the public schema, as sorted text lines. */
async function describeSchema(url: string): Promise<string[]> {
  const lines = await queryRows<{ line: string }>(
    url,
    `SELECT format('column %s.%s %s %s default %s', table_name, column_name, data_type, is_nullable, coalesce(column_default, '-')) AS line
       FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> $1
     UNION ALL
     SELECT format('index %s', indexdef) FROM pg_indexes WHERE schemaname = 'public' AND tablename <> $1
     UNION ALL
     SELECT format('constraint %s on %s: %s', c.conname, t.relname, pg_get_constraintdef(c.oid))
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND t.relname <> $1`,
    [LEDGER_TABLE],
  );
  return lines.map((row) => row.line).sort();
}

describe("PostgreSQL migrations against the generated schema", () => {
  it("every SQLite migration after the baseline has its PostgreSQL twin (node scripts/postgres-migration.mjs)", () => {
    expect(migrationsWithoutTwin()).toEqual([]);
  });

  it("applying prisma/migrations-postgresql builds exactly the schema of prisma/schema.postgresql.prisma", async () => {
    const migrated = await scratch();
    const reference = await scratch();
    await applyPostgresMigrations(migrated.url);
    await execute(reference.url, postgresDiffSql(null, POSTGRES_SCHEMA, reference.url));

    const expected = await describeSchema(reference.url);
    expect(expected.some((line) => line.startsWith("column Submission.leaseOwner text"))).toBe(true);
    expect(await describeSchema(migrated.url)).toEqual(expected);

    // The comparison sees a difference when there is one.
    await execute(migrated.url, 'CREATE INDEX "Drift_idx" ON "Problem" ("title")');
    expect(await describeSchema(migrated.url)).not.toEqual(expected);
  });
});
