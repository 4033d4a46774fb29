#!/usr/bin/env node
// `npm start`: install what is missing, migrate, seed, build if stale, then serve the web app
// and the judge daemon side by side. PORT (default 3000), DATA_DIR (default ./data: the SQLite
// database and the generated secrets) and DATABASE_URL override the defaults: DATABASE_URL is a
// SQLite `file:<path>` URL (default: DATA_DIR/nimbus.db) or a PostgreSQL
// `postgresql://user:password@host:port/database` URL (lib/env.ts databaseTarget), which every
// step then uses: migrations, seeding, the web app and the judge. NIMBUS_SEED_ONLY=slug,slug
// seeds only those bundled problems. docs/deploy.md: web servers and judges on many machines.
import { spawn } from "node:child_process";
import path from "node:path";
import {
  ensureBuild, ensureDependencies, ensurePrismaClient, ensureSystemPackages,
  instancePaths, log, migrateDatabase, root, seed,
} from "./setup.mjs";

const started = Date.now();
process.chdir(root); // the app's relative defaults (./data) are relative to the repository
ensureSystemPackages({ bwrap: "bubblewrap" });
ensureDependencies();
ensurePrismaClient();
await migrateDatabase();
const { dataDir } = await instancePaths();
process.env.DATA_DIR = dataDir;
const { tsImport } = await import("tsx/esm/api");
const { ensureSecrets } = await tsImport("../lib/secrets.ts", import.meta.url);
const secrets = ensureSecrets();
seed();
ensureBuild();

const port = process.env.PORT ?? "3000";
const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: dataDir,
  NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${port}`,
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? secrets.nextAuthSecret,
  NEXT_TELEMETRY_DISABLED: "1",
};

const children = [
  { name: "web", args: [path.join(root, "scripts", "serve-web.mjs")] },
  { name: "judge", args: [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), "judge/daemon.ts"] },
].map(({ name, args }) => ({ name, proc: spawn(process.execPath, args, { cwd: root, env, stdio: "inherit" }) }));

log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s: http://localhost:${port} (data in ${dataDir})`);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const { proc } of children) if (proc.exitCode === null) proc.kill("SIGTERM");
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(children.map(({ proc }) => proc.exitCode !== null || new Promise((r) => proc.once("exit", r)))).then(() => process.exit(code));
}
for (const { name, proc } of children) {
  proc.on("exit", (code, signal) => {
    if (!stopping) {
      log(`${name} stopped (${signal ?? `exit ${code}`}); stopping the others`);
      stop(code || 1);
    }
  });
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
