#!/usr/bin/env node
// Runs a command with NIMBUS_TEST_POSTGRES_URL set, for the tests that need a PostgreSQL server
// (`npm run test:integration`, `npm run test:integration:pg`): the caller's server when the
// variable is already set, else a throwaway cluster (scripts/postgres.mjs) stopped when the
// command ends, whatever its outcome. Exits with the command's status.
//   node scripts/with-test-postgres.mjs vitest run --project integration-postgresql
import { spawnSync } from "node:child_process";
import { startPostgresForThisProcess } from "./postgres.mjs";
import { log } from "./setup.mjs";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node scripts/with-test-postgres.mjs <command> [args...]");
  process.exit(2);
}

let url = process.env.NIMBUS_TEST_POSTGRES_URL;
let cluster = null;
if (!url) {
  cluster = await startPostgresForThisProcess();
  url = cluster.url;
  log(`started a throwaway PostgreSQL server for the tests: ${url}`);
}
const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, NIMBUS_TEST_POSTGRES_URL: url } });
if (result.error) console.error(`[nimbus] could not run ${command}: ${result.error.message}`);
cluster?.stop();
process.exit(result.status ?? 1);
