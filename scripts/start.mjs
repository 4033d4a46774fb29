#!/usr/bin/env node
// `npm start`: install what is missing, migrate, seed, build if stale, then serve the web app
// and the judge daemon side by side. PORT (default 3000), DATA_DIR (default ./data: the SQLite
// database and the generated secrets) and DATABASE_URL override the defaults: DATABASE_URL is a
// SQLite `file:<path>` URL (default: DATA_DIR/nimbus.db) or a PostgreSQL
// `postgresql://user:password@host:port/database` URL (lib/env.ts databaseTarget), which every
// step then uses: migrations, seeding, the web app and the judge. NIMBUS_SEED_ONLY=slug,slug
// seeds only those bundled problems. A judge that crashes is restarted alone, after a growing
// back-off (scripts/supervise.mjs). docs/deploy.md: web servers and judges on many machines.
import { spawn } from "node:child_process";
import path from "node:path";
import {
  ensureBuild, ensureDependencies, ensurePrismaClient, ensureSystemPackages,
  instancePaths, log, migrateDatabase, root, seed,
} from "./setup.mjs";
import { superviseServices } from "./supervise.mjs";

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

// The judge is restarted alone when it crashes, with a growing back-off; the web server's end
// ends both (scripts/supervise.mjs).
const startChild = (args) => spawn(process.execPath, args, { cwd: root, env, stdio: "inherit" });
const services = superviseServices({
  startWeb: () => startChild([path.join(root, "scripts", "serve-web.mjs")]),
  startJudge: () => startChild([path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), "judge/daemon.ts"]),
  log,
  exit: (code) => process.exit(code),
});

log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s: http://localhost:${port} (data in ${dataDir})`);

process.on("SIGINT", () => services.stop(0));
process.on("SIGTERM", () => services.stop(0));
