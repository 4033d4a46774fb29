// The PostgreSQL server of the integration tests: `npm test` (scripts/test.mjs) starts a
// throwaway cluster (scripts/postgres.mjs) and passes its URL in NIMBUS_TEST_POSTGRES_URL. A test
// that needs it fails, never skips, when it is missing. Each test takes a scratch database of
// its own, dropped at the end.
import { randomBytes } from "node:crypto";
import pg from "pg";

export function testPostgresUrl(): string {
  const url = process.env.NIMBUS_TEST_POSTGRES_URL;
  if (!url) {
    throw new Error(
      "NIMBUS_TEST_POSTGRES_URL is not set: run the tests with `npm test`, which starts a throwaway PostgreSQL " +
        "server, or start one with `node scripts/postgres.mjs start` and set NIMBUS_TEST_POSTGRES_URL to the URL it prints.",
    );
  }
  return url;
}

export interface ScratchDatabase {
  url: string;
  name: string;
  drop: () => Promise<void>;
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testPostgresUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new empty database on the test server. */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `nimbus_test_${randomBytes(6).toString("hex")}`;
  await onServer((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(testPostgresUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    // WITH (FORCE): connections a failed test left open do not keep the database alive.
    drop: () => onServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

/** Runs one query on a database and returns its rows. */
export async function queryRows<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}
