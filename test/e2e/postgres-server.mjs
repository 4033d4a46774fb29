#!/usr/bin/env node
// Playwright's second web server (playwright.config.ts, project "postgresql"): `npm start`'s own
// script (scripts/start.mjs) with DATABASE_URL naming a fresh database on a PostgreSQL server.
// The server is NIMBUS_TEST_POSTGRES_URL's (`npm test` keeps its throwaway cluster up for
// Playwright) or, when that is unset, a throwaway cluster of this script's own. The database
// (E2E_POSTGRES_DATABASE) is created empty here, its URL written to DATA_DIR/database-url for the
// specs (`npm run user` needs it), and dropped when the server stops.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { startPostgres } from "../../scripts/postgres.mjs";
import { log, root } from "../../scripts/setup.mjs";

const name = process.env.E2E_POSTGRES_DATABASE ?? "nimbus_e2e";
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`E2E_POSTGRES_DATABASE=${name}: use lower-case letters, digits and _`);
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR must name the e2e server's data folder");

const own = process.env.NIMBUS_TEST_POSTGRES_URL ? null : await startPostgres();
const serverUrl = process.env.NIMBUS_TEST_POSTGRES_URL ?? own.url;
if (own) log(`started a throwaway PostgreSQL server for the e2e tests: ${own.url}`);

async function onServer(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// WITH (FORCE): a previous run that died leaves no connection holding the old database.
await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
await onServer(`CREATE DATABASE "${name}"`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
mkdirSync(dataDir, { recursive: true });
writeFileSync(path.join(dataDir, "database-url"), url.toString());

const app = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
  cwd: root,
  env: { ...process.env, DATABASE_URL: url.toString() },
  stdio: "inherit",
});

let cleaning = false;
async function cleanUp(code) {
  if (cleaning) return;
  cleaning = true;
  try {
    await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } catch (error) {
    log(`could not drop the e2e database ${name}: ${error.message}`);
  }
  own?.stop();
  process.exit(code);
}
app.on("exit", (code, signal) => cleanUp(code ?? (signal ? 1 : 0)));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => app.exitCode === null && app.kill(signal));
