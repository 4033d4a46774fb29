// Steps shared by `npm start` and `npm test`: each one checks whether its work is already done
// (a stamp holding a hash of its inputs) so that a second run on the same machine takes seconds.
// Plain Node with no dependencies: it runs before node_modules exists.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, openSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runPrisma } from "./prisma.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stampDir = path.join(root, "node_modules", ".cache", "nimbus");

export function log(message) {
  console.log(`[nimbus] ${message}`);
}

export function fail(message) {
  console.error(`[nimbus] error: ${message}`);
  process.exit(1);
}

/** Runs a command in the repository, inheriting stdio; exits the script if it fails. */
export function run(cmd, args, options = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: "inherit", ...options });
  if (res.status !== 0) fail(`${cmd} ${args.join(" ")} failed (exit ${res.status ?? res.signal})`);
}

export function hashPaths(paths) {
  const h = createHash("sha256");
  const visit = (p) => {
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        if (name === "node_modules" || name.startsWith(".next") || name === "generated") continue;
        visit(path.join(p, name));
      }
    } else {
      h.update(path.relative(root, p)).update("\0").update(readFileSync(p)).update("\0");
    }
  };
  for (const p of paths) visit(path.join(root, p));
  return h.digest("hex");
}

function stamp(name) {
  const file = path.join(stampDir, name);
  return {
    matches: (hash) => existsSync(file) && readFileSync(file, "utf8") === hash,
    write: (hash) => {
      mkdirSync(stampDir, { recursive: true });
      writeFileSync(file, hash);
    },
  };
}

const has = (cmd) => spawnSync("sh", ["-c", `command -v ${cmd}`], { stdio: "ignore" }).status === 0;

/** Installs Debian packages that provide the given commands, when the commands are missing. */
export function ensureSystemPackages(packages) {
  installSystemPackages(missingSystemPackages(packages));
}

// apt-get install, and when that fails (stale package lists) update and try once more. One
// definition for the waiting install and the one in the background; the packages are "$@".
const APT_INSTALL = `apt-get install -y -q "$@" || { apt-get update -q && apt-get install -y -q "$@"; }`;
const APT_ENV = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };

/** Installs the given Debian packages with apt-get (as root), updating the lists once if needed. */
export function installSystemPackages(missing) {
  if (missing.length === 0) return;
  checkCanInstall(missing);
  log(`installing system packages: ${missing.join(", ")}`);
  const res = spawnSync("sh", ["-c", APT_INSTALL, "sh", ...missing], { stdio: "inherit", env: APT_ENV });
  if (res.status !== 0) fail(`apt-get could not install ${missing.join(", ")}`);
}

function checkCanInstall(missing) {
  if (process.getuid?.() !== 0) {
    fail(`missing system packages: ${missing.join(", ")}. Install them with: sudo apt-get install -y ${missing.join(" ")}`);
  }
  if (!has("apt-get")) fail(`missing system packages ${missing.join(", ")} and no apt-get to install them`);
}

/**
 * Runs a command without waiting, its output into `logFile`; resolves once it has ended well,
 * else prints the log and exits the script.
 */
function runInBackground(cmd, args, logFile, options = {}) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const out = openSync(logFile, "w");
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ["ignore", out, out], ...options });
    const failed = (why) => {
      process.stdout.write(existsSync(logFile) ? readFileSync(logFile, "utf8") : "");
      fail(`${cmd} ${args.join(" ")} failed (${why}; its output is above, and in ${path.relative(root, logFile)})`);
    };
    child.on("error", (error) => failed(error.message));
    child.on("exit", (code, signal) => (code === 0 ? resolve() : failed(`exit ${code ?? signal}`)));
  });
}

/**
 * installSystemPackages without waiting (`npm test` installs them while npm installs the
 * dependencies): one apt-get for all of them, its output in `logFile`. Resolves when they are in.
 */
export async function installSystemPackagesInBackground(missing, logFile) {
  if (missing.length === 0) return;
  checkCanInstall(missing);
  log(`installing system packages in the background: ${missing.join(", ")} (output in ${path.relative(root, logFile)})`);
  await runInBackground("sh", ["-c", APT_INSTALL, "sh", ...missing], logFile, { env: APT_ENV });
}

/** The Debian packages of these commands ({ command: package }) that are missing. */
export function missingSystemPackages(packages) {
  return Object.entries(packages).filter(([cmd]) => !has(cmd)).map(([, pkg]) => pkg);
}

/**
 * `npm ci` on a fresh clone; when node_modules exists but may be out of date (the lock changed,
 * or this script never ran here), `npm install`, which only adds what is missing instead of
 * wiping node_modules under anything else running from it.
 */
export function ensureDependencies() {
  const lockHash = hashPaths(["package-lock.json", "package.json"]);
  const s = stamp("dependencies");
  const present = existsSync(path.join(root, "node_modules", ".package-lock.json"));
  if (present && s.matches(lockHash)) return;
  log(present ? "updating npm dependencies (npm install)" : "installing npm dependencies (npm ci)");
  run("npm", [present ? "install" : "ci", "--no-audit", "--no-fund"]);
  s.write(lockHash);
}

// npm's install scripts that the project allows (package.json allowScripts): esbuild's checks its
// binary, better-sqlite3's compiles SQLite from source (no prebuilt binary can be fetched here:
// about 130 s of one core).
const BETTER_SQLITE3_ADDON = path.join(root, "node_modules", "better-sqlite3", "build", "Release", "better_sqlite3.node");

/**
 * ensureDependencies for `npm test`, which has other work for the second core: on a fresh clone,
 * `npm ci` without install scripts, esbuild's at once, and better-sqlite3's compile started in
 * the background. Resolves when the dependencies are complete (the stamp is written only then, so
 * a run cut short installs again). Nothing may load better-sqlite3 before it resolves.
 */
export async function installDependenciesCompilingInBackground(logFile) {
  const lockHash = hashPaths(["package-lock.json", "package.json"]);
  const s = stamp("dependencies");
  const present = existsSync(path.join(root, "node_modules", ".package-lock.json"));
  if (present && s.matches(lockHash) && existsSync(BETTER_SQLITE3_ADDON)) return;
  if (present) {
    // An existing tree: npm install updates it; a compile cut short is done again, here.
    ensureDependencies();
    if (!existsSync(BETTER_SQLITE3_ADDON)) run("npm", ["rebuild", "better-sqlite3"]);
    return;
  }
  log("installing npm dependencies (npm ci, install scripts after)");
  run("npm", ["ci", "--no-audit", "--no-fund", "--ignore-scripts"]);
  run("npm", ["rebuild", "esbuild"]);
  log(`compiling better-sqlite3 in the background (output in ${path.relative(root, logFile)})`);
  await runInBackground("npm", ["rebuild", "better-sqlite3"], logFile);
  if (!existsSync(BETTER_SQLITE3_ADDON)) fail(`npm rebuild better-sqlite3 made no ${path.relative(root, BETTER_SQLITE3_ADDON)}`);
  log("better-sqlite3 is compiled");
  s.write(lockHash);
}

/**
 * Generates the Prisma clients when a schema changed (or they were never generated): SQLite's
 * (lib/generated/prisma) and PostgreSQL's (lib/generated/prisma-pg, from the generated
 * prisma/schema.postgresql.prisma).
 */
export function ensurePrismaClient() {
  const schemaHash = hashPaths(["prisma/schema.prisma", "prisma/schema.postgresql.prisma", "package-lock.json"]);
  const s = stamp("prisma-client");
  const generated = ["prisma", "prisma-pg"].every((dir) => existsSync(path.join(root, "lib", "generated", dir, "client.ts")));
  if (generated && s.matches(schemaHash)) return;
  log("generating the Prisma clients (SQLite, PostgreSQL)");
  if (runPrisma(["generate"]) !== 0) fail("prisma generate failed");
  if (runPrisma(["generate", "--config", "prisma.postgresql.config.ts"]) !== 0) fail("prisma generate (PostgreSQL) failed");
  s.write(schemaHash);
}

/**
 * The data folder and database (lib/env.ts: DATA_DIR, DATABASE_URL and their defaults; databaseFile
 * only for SQLite). Needs the dependencies installed: it loads the TypeScript through tsx.
 */
export async function instancePaths() {
  const { tsImport } = await import("tsx/esm/api");
  const { dataDir, databaseTarget } = await tsImport("../lib/env.ts", import.meta.url);
  try {
    const target = databaseTarget();
    return { dataDir: dataDir(), database: target, databaseFile: target.kind === "sqlite" ? target.file : undefined };
  } catch (error) {
    fail(error.message);
  }
}

/**
 * Migrates the database: SQLite with `prisma migrate deploy` (then WAL mode); PostgreSQL
 * (DATABASE_URL=postgresql://...) with lib/postgres/migrations.ts, which records what it applied.
 */
export async function migrateDatabase() {
  const url = process.env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) return migratePostgres(url);
  const { dataDir, databaseFile } = await instancePaths();
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(path.dirname(databaseFile), { recursive: true });
  if (runPrisma(["migrate", "deploy"]) !== 0) fail("prisma migrate deploy failed");
  const { default: Database } = await import("better-sqlite3");
  const sqlite = new Database(databaseFile);
  sqlite.pragma("journal_mode = WAL"); // persistent: readers and the judge's writes no longer block each other
  sqlite.close();
}

async function migratePostgres(url) {
  const { tsImport } = await import("tsx/esm/api");
  const { applyPostgresMigrations } = await tsImport("../lib/postgres/migrations.ts", import.meta.url);
  try {
    const { applied } = await applyPostgresMigrations(url);
    log(applied.length ? `applied PostgreSQL migrations: ${applied.join(", ")}` : "PostgreSQL migrations: all applied already");
  } catch (error) {
    fail(error.message);
  }
}

/** Seeds the problems (idempotent: unchanged packages are skipped by their content hash). */
export function seed() {
  run(process.execPath, [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), "prisma/seed.ts"]);
}

/** Builds the Next.js app unless a build of exactly these sources exists. */
export function ensureBuild() {
  const sources = () => hashPaths(["app", "lib", "next.config.js", "tsconfig.json", "package-lock.json", "public", "proxy.ts", "middleware.ts"]);
  const distDir = path.join(root, process.env.NIMBUS_NEXT_DIST_DIR || ".next");
  const marker = path.join(distDir, "nimbus-build-hash");
  if (existsSync(path.join(distDir, "BUILD_ID")) && existsSync(marker) && readFileSync(marker, "utf8") === sources()) return;
  log("building the web app (next build)");
  run(process.execPath, [path.join(root, "node_modules", "next", "dist", "bin", "next"), "build"], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  // Hashed after the build: `next build` adds its dist folder's types to tsconfig.json (with a
  // NIMBUS_NEXT_DIST_DIR other than .next), and a hash from before would make the next start (the
  // e2e suite's second server) build again into the folder the first server is serving.
  writeFileSync(marker, sources());
}
