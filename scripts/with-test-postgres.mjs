#!/usr/bin/env node
// Runs a command with NIMBUS_TEST_POSTGRES_URL set, for the tests that need a PostgreSQL server
// (`npm run test:integration`, `npm run test:integration:pg`): the caller's server when the
// variable is already set, else a throwaway cluster (scripts/postgres.mjs) stopped when the
// command ends, whatever its outcome. Exits with the command's status.
//   node scripts/with-test-postgres.mjs vitest run --project integration-postgresql
import { spawnSync } from "node:child_process";
import { startPostgres } from "./postgres.mjs";
import { log } from "./setup.mjs";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node scripts/with-test-postgres.mjs <command> [args...]");
  process.exit(2);
}

let cluster = null;
const stop = () => {
  cluster?.stop();
  cluster = null;
};
process.on("exit", stop);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => process.exit(130));

let url = process.env.NIMBUS_TEST_POSTGRES_URL;
if (!url) {
  cluster = await startPostgres();
  url = cluster.url;
  log(`started a throwaway PostgreSQL server for the tests: ${url}`);
}
const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, NIMBUS_TEST_POSTGRES_URL: url } });
if (result.error) console.error(`[nimbus] could not run ${command}: ${result.error.message}`);
stop();
process.exit(result.status ?? 1);
