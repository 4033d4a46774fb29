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

export const SQLITE_SERVER = {
  port,
  baseURL: `http://127.0.0.1:${port}`,
  dataDir,
  /**
   * The problems it seeds (NIMBUS_SEED_ONLY): those the specs open, and one of each step of the
   * learning path that none of them teaches (grundy, sums, advanced), so that the problem list and
   * /learn show every step. Half the bundled problems: seeding all of them took 38 s of the start.
   */
  seedOnly: [
    "poj-2234-matches-game", "poj-2975-nim", "hdu-1846-brave-game", "hdu-1847-good-luck-in-cet-4-everybody",
    "hoj-1367-a-stone-game", "hdu-2147-kikis-game", "poj-2505-a-multiplication-game", "poj-1067-wythoff-stone-game",
    "poj-1704-georgia-and-bob", "poj-2960-s-nim", "hdu-1848-fibonacci-again-and-again", "poj-3480-john", "nimbus-moores-nim-k",
  ].join(","),
};
export const POSTGRES_SERVER = {
  port: postgresPort,
  baseURL: `http://127.0.0.1:${postgresPort}`,
  dataDir: `${dataDir}-postgresql`,
  /** The database test/e2e/postgres-server.mjs creates (one per port: two suites can share a server). */
  database: `nimbus_e2e_${postgresPort}`,
  /** The only problems it seeds (NIMBUS_SEED_ONLY): what the smoke needs. */
  seedOnly: "poj-2234-matches-game",
};
