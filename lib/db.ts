// The one Prisma client of the process, on SQLite through the better-sqlite3 driver adapter
// (no native query engine). The database file is in WAL mode so the web server and the judge
// can read and write at the same time.
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "./generated/prisma/client";
import { databaseFile } from "./env";

export type { PrismaClient };

export function createPrismaClient(file: string = databaseFile()): PrismaClient {
  // timeout: how long a writer waits for SQLite's lock before failing (busy_timeout).
  const adapter = new PrismaBetterSQLite3({ url: `file:${file}`, timeout: 10_000 });
  return new PrismaClient({ adapter });
}

const globalForPrisma = globalThis as unknown as { nimbusPrisma?: PrismaClient };

/** Lazily created so that importing this module never opens a database by itself. */
export function db(): PrismaClient {
  globalForPrisma.nimbusPrisma ??= createPrismaClient();
  return globalForPrisma.nimbusPrisma;
}
