// Where the two e2e web servers listen and keep their data, read the same way by
// playwright.config.ts and the specs: the SQLite server (every spec but the smoke) and the
// PostgreSQL one (postgres-smoke.spec.ts only: the budget has room for one path on both).
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");
// E2E_PORT: `npm test` picks a free port so a server already on 3100 cannot answer for ours.
const port = Number(process.env.E2E_PORT ?? 3100);
// E2E_DATA_DIR: a second checkout of the suite (another port, NIMBUS_NEXT_DIST_DIR) needs its own data.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, "test-results", "e2e-data");
const postgresPort = Number(process.env.E2E_POSTGRES_PORT ?? port + 1);

export const SQLITE_SERVER = { port, baseURL: `http://127.0.0.1:${port}`, dataDir };
export const POSTGRES_SERVER = {
  port: postgresPort,
  baseURL: `http://127.0.0.1:${postgresPort}`,
  dataDir: `${dataDir}-postgresql`,
  /** The database test/e2e/postgres-server.mjs creates (one per port: two suites can share a server). */
  database: `nimbus_e2e_${postgresPort}`,
  /** The only problems it seeds (NIMBUS_SEED_ONLY): what the smoke needs. */
  seedOnly: "poj-2234-matches-game",
};
