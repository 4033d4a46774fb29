#!/usr/bin/env node
// A throwaway PostgreSQL cluster for the tests: Debian's server (installed with apt-get when its
// binaries are missing), initialised in a fresh temporary folder owned by an unprivileged user
// (initdb refuses root), listening only on 127.0.0.1 and a socket inside that folder, on a free
// port, with trust authentication and fsync off: nothing in it outlives the run.
//
//   import { startPostgres } from "./postgres.mjs"; const pg = await startPostgres(); ... pg.stop();
//   restartPostgres(pg)   # the same cluster, port and socket again (the fault test's outage)
//   node scripts/postgres.mjs start   # prints the URL; the cluster keeps running
//   node scripts/postgres.mjs stop    # stops the cluster that `start` left running
// Plain Node with no dependencies, like setup.mjs.
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { installSystemPackages, root } from "./setup.mjs";

const SERVER_DIR = "/usr/lib/postgresql";
/** Where the CLI's `start` leaves what its `stop` needs. */
const stateFile = path.join(root, "node_modules", ".cache", "nimbus", "test-postgres.json");
export const TEST_DATABASE_USER = "nimbus";

/** The bin folder of the newest PostgreSQL server under /usr/lib/postgresql/<version>, or null. */
export function findServerBin() {
  if (!existsSync(SERVER_DIR)) return null;
  const versions = readdirSync(SERVER_DIR)
    .filter((v) => /^\d+$/.test(v) && ["initdb", "pg_ctl", "postgres"].every((b) => existsSync(path.join(SERVER_DIR, v, "bin", b))))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(SERVER_DIR, versions[0], "bin") : null;
}

/** Debian's PostgreSQL server, installed when missing; returns its bin folder. */
export function ensurePostgresServer() {
  let bin = findServerBin();
  if (bin) return bin;
  installSystemPackages(["postgresql"]);
  bin = findServerBin();
  if (!bin) throw new Error(`apt-get installed postgresql but no initdb/pg_ctl/postgres was found under ${SERVER_DIR}/<version>/bin`);
  return bin;
}

/** As root, the server runs as an unprivileged system user; otherwise as whoever we are. */
function serverUser() {
  if (process.getuid?.() !== 0) return null;
  for (const name of ["postgres", "nobody"]) {
    const id = spawnSync("id", ["-u", name], { encoding: "utf8" });
    if (id.status === 0) {
      const gid = spawnSync("id", ["-g", name], { encoding: "utf8" });
      return { name, uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
    }
  }
  throw new Error("no 'postgres' or 'nobody' user to run the test PostgreSQL server as (initdb refuses root)");
}

function runAs(user, cmd, args) {
  const [file, argv] = user ? ["runuser", ["-u", user.name, "--", cmd, ...args]] : [cmd, args];
  // LC_ALL=C: the cluster's messages and collation do not depend on the machine's locale.
  const res = spawnSync(file, argv, { encoding: "utf8", env: { ...process.env, LC_ALL: "C", LANG: "C" } });
  if (res.status !== 0) {
    throw new Error(`${cmd} ${args.join(" ")} failed (exit ${res.status ?? res.signal}): ${(res.stderr || res.stdout || res.error?.message || "").trim()}`);
  }
  return res.stdout;
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Stops a cluster started here (immediate: nothing in it is worth a checkpoint) and deletes its folder. */
export function stopPostgres({ bin, dir }) {
  if (existsSync(path.join(dir, "data", "postmaster.pid"))) {
    const user = serverUser();
    try {
      runAs(user, path.join(bin, "pg_ctl"), ["stop", "-D", path.join(dir, "data"), "-m", "immediate", "-w"]);
    } catch (error) {
      console.error(`[nimbus] stopping the test PostgreSQL server: ${error.message}`);
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Restarts a cluster started here on the same folder, port and socket (pg_ctl restart keeps the
 * options of its start): every open connection is cut, as when a production server restarts.
 * "fast" lets the server shut down cleanly; "immediate" is a crash (recovery at the start).
 */
export function restartPostgres({ bin, dir }, mode = "fast") {
  if (mode !== "fast" && mode !== "immediate") throw new Error(`restartPostgres: mode must be "fast" or "immediate", not ${JSON.stringify(mode)}`);
  runAs(serverUser(), path.join(bin, "pg_ctl"), ["restart", "-D", path.join(dir, "data"), "-m", mode, "-w", "-t", "60", "-l", path.join(dir, "server.log")]);
}

/**
 * Starts a fresh cluster and returns its URL (database "postgres", user "nimbus", no password),
 * the same through the Unix socket (socketUrl), stop() and restart(). Takes about a second once the server is installed.
 */
export async function startPostgres() {
  const bin = ensurePostgresServer();
  const user = serverUser();
  const dir = mkdtempSync(path.join(os.tmpdir(), "nimbus-postgres-"));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, "data");
  const cluster = { bin, dir };
  try {
    runAs(user, path.join(bin, "initdb"), ["-D", data, "-U", TEST_DATABASE_USER, "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
    // A free port can be taken between the probe and the server's bind: try a few.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const options = [
        `-p ${port}`,
        "-c listen_addresses=127.0.0.1",
        `-c unix_socket_directories=${dir}`,
        "-c fsync=off",
        "-c synchronous_commit=off",
        "-c full_page_writes=off",
        "-c max_connections=200",
      ].join(" ");
      try {
        runAs(user, path.join(bin, "pg_ctl"), ["start", "-D", data, "-w", "-t", "60", "-l", path.join(dir, "server.log"), "-o", options]);
        const url = `postgresql://${TEST_DATABASE_USER}@127.0.0.1:${port}/postgres`;
        // The same server through its Unix socket (no network at all: the fault test's judges
        // live in network namespaces of their own).
        const socketUrl = `postgresql://${TEST_DATABASE_USER}@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`;
        return { url, socketUrl, port, dir, bin, stop: () => stopPostgres(cluster), restart: (mode) => restartPostgres(cluster, mode) };
      } catch (error) {
        const log = existsSync(path.join(dir, "server.log")) ? readFileSync(path.join(dir, "server.log"), "utf8") : "";
        if (attempt >= 3 || !/address already in use/i.test(log)) throw new Error(`${error.message}\n${log}`, { cause: error });
      }
    }
  } catch (error) {
    stopPostgres(cluster);
    throw error;
  }
}

/**
 * startPostgres() for a script's own use: the cluster is stopped when the script exits, however
 * it exits (the end, process.exit after a failure, Ctrl-C, SIGTERM, SIGHUP), so none is left.
 */
export async function startPostgresForThisProcess() {
  let cluster = null;
  const stop = () => {
    cluster?.stop();
    cluster = null;
  };
  // Before the start: a Ctrl-C while initdb runs still ends in process.exit, and startPostgres
  // removes a half-made cluster itself when it fails.
  process.on("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => process.exit(130));
  cluster = await startPostgres();
  return { ...cluster, stop };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === "start") {
    if (existsSync(stateFile)) {
      console.error(`[nimbus] a test PostgreSQL server may still run (${stateFile}): run "node scripts/postgres.mjs stop" first`);
      process.exit(1);
    }
    const { url, dir, bin } = await startPostgres();
    mkdirSync(path.dirname(stateFile), { recursive: true });
    writeFileSync(stateFile, JSON.stringify({ url, dir, bin }));
    console.log(url);
  } else if (command === "stop") {
    if (!existsSync(stateFile)) {
      console.error("[nimbus] no test PostgreSQL server was started with this script");
      process.exit(1);
    }
    stopPostgres(JSON.parse(readFileSync(stateFile, "utf8")));
    rmSync(stateFile);
  } else {
    console.error("usage: node scripts/postgres.mjs start|stop");
    process.exit(2);
  }
}
