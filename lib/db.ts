// The one Prisma client of the process, on the database DATABASE_URL names (lib/env.ts
// databaseTarget): SQLite through the better-sqlite3 driver adapter (the default; no native
// query engine; the file is in WAL mode so the web server and the judge read and write at
// once), or PostgreSQL through the pg driver adapter. Both clients are generated from one data
// model (prisma/schema.prisma; the PostgreSQL twin is generated from it), so their model APIs are
// the same and the rest of the code sees one PrismaClient type. The few raw SQL statements that
// differ between the two ask `sqlDialect`.
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client";
import { PrismaClient as PostgresPrismaClient } from "./generated/prisma-pg/client";
import { databaseTarget, type DatabaseTarget } from "./env";

export type { PrismaClient };
export type SqlDialect = DatabaseTarget["kind"];

/** Connections one process keeps open to PostgreSQL (web server or judge daemon). */
const POSTGRES_POOL_SIZE = 10;

// On globalThis, like the shared client below: the production build bundles this module once per
// route group (pages, each route handler), so one process can hold several copies of it, and
// db() may return a client that another copy created. A WeakMap of this copy alone then did not
// know it, and sqlDialect threw: POST /api/rejudge answered 500 (its wake-up asks the dialect)
// whenever a page had opened the database first.
const globalForDialects = globalThis as unknown as { nimbusSqlDialects?: WeakMap<object, SqlDialect> };
const dialects = (globalForDialects.nimbusSqlDialects ??= new WeakMap<object, SqlDialect>());

/**
 * A client on `target` (a DATABASE_URL-style string, a target, or the environment's database).
 * A bare path is taken as a SQLite file.
 */
export function createPrismaClient(target: string | DatabaseTarget = databaseTarget()): PrismaClient {
  const resolved: DatabaseTarget =
    typeof target !== "string" ? target : target.startsWith("file:") || target.includes("://") ? databaseTarget(target) : { kind: "sqlite", file: target };
  let client: PrismaClient;
  if (resolved.kind === "postgresql") {
    // idleTimeoutMillis: idle connections close after a few seconds, so a short-lived command
    // (a seed, `npm run user`) exits at once after $disconnect and a server keeps what it uses.
    const adapter = new PrismaPg({ connectionString: resolved.url, max: POSTGRES_POOL_SIZE, idleTimeoutMillis: 5_000 });
    // Same data model, same generated API (see above): only the driver differs.
    client = new PostgresPrismaClient({ adapter }) as unknown as PrismaClient;
  } else {
    // timeout: how long a writer waits for SQLite's lock before failing (busy_timeout).
    client = new PrismaClient({ adapter: new PrismaBetterSQLite3({ url: `file:${resolved.file}`, timeout: 10_000 }) });
  }
  dialects.set(client, resolved.kind);
  return client;
}

/** The SQL dialect of a client made by createPrismaClient (not of a transaction's client). */
export function sqlDialect(client: object): SqlDialect {
  const dialect = dialects.get(client);
  if (!dialect) throw new Error("sqlDialect: not a client made by createPrismaClient");
  return dialect;
}

const globalForPrisma = globalThis as unknown as { nimbusPrisma?: PrismaClient };

/** Lazily created so that importing this module never opens a database by itself. */
export function db(): PrismaClient {
  globalForPrisma.nimbusPrisma ??= createPrismaClient();
  return globalForPrisma.nimbusPrisma;
}

/**
 * A `contains` filter that ignores case on both databases (`client`: one made by
 * createPrismaClient). SQLite's LIKE ignores ASCII case by itself; PostgreSQL's is
 * case-sensitive unless Prisma is asked for ILIKE, with a `mode` the SQLite client has no type for.
 */
export function containsIgnoringCase(client: object, text: string): { contains: string } {
  return sqlDialect(client) === "postgresql" ? ({ contains: text, mode: "insensitive" } as { contains: string }) : { contains: text };
}
