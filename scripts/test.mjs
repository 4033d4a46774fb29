#!/usr/bin/env node
// `npm test`: install what the tests need (npm packages, bubblewrap for the judge's sandbox,
// Debian's Chromium for Playwright, Debian's PostgreSQL server for a throwaway cluster that the
// integration tests reach through NIMBUS_TEST_POSTGRES_URL), then check and run everything: the type checker and the
// linter (each one check: clean or failed), unit and integration tests (vitest) and the browser
// tests (Playwright, which starts the app with `npm start`'s script on a scratch data folder, once
// on SQLite and once on a database of the same PostgreSQL cluster).
// Prints one closing line with the totals.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensurePostgresServer, findServerBin, startPostgresForThisProcess } from "./postgres.mjs";
import { playwrightSkipped, sortSkips, vitestSkipped } from "./skipped-tests.mjs";
import { ALLOWED_SKIPS } from "../test/allowed-skips.mjs";
import {
  ensurePrismaClient, installDependenciesCompilingInBackground, installSystemPackagesInBackground, log, missingSystemPackages, root,
} from "./setup.mjs";

const started = Date.now();
const reports = path.join(root, "test-results", "reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// On a fresh machine the set-up keeps both cores busy: Debian's packages (bubblewrap, Chromium,
// PostgreSQL's server) install while npm installs the dependencies; then better-sqlite3's compile
// (about 130 s of one core) runs beside the app's build and the linter, which do not load it. The
// tests start once both are done.
const systemPackages = installSystemPackagesInBackground(
  [...missingSystemPackages({ bwrap: "bubblewrap", chromium: "chromium" }), ...(findServerBin() ? [] : ["postgresql"])],
  path.join(reports, "apt.log"),
);
const dependencies = installDependenciesCompilingInBackground(path.join(reports, "better-sqlite3.log"));
ensurePrismaClient();

/** A port nothing listens on now, for the app under test (another server may hold 3100). */
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

/** Runs a command without waiting; resolves to its exit status (or the signal that ended it). */
function runAsync(cmd, args, options) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, ...options });
    child.on("error", () => resolve("spawn error"));
    child.on("exit", (code, signal) => resolve(code ?? signal));
  });
}

/**
 * Like runAsync, through bash, whose `times` afterwards gives the CPU seconds of the command and
 * of every process under it that was waited for (sandboxes, browsers, servers): the suite's load
 * on the machine, printed beside its wall time. Resolves to { status, cpuSeconds } (NaN if unread).
 */
async function runCounted(cmd, args, options, cpuFile) {
  const script = `"$@"; status=$?; times > "${cpuFile}"; exit $status`;
  const status = await runAsync("bash", ["-c", script, "bash", cmd, ...args], options);
  let cpuSeconds = NaN;
  try {
    // `times`: the shell's user and system time, then its children's, as 1m2.345s.
    const children = readFileSync(cpuFile, "utf8").trim().split("\n")[1] ?? "";
    cpuSeconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, m, s]) => sum + Number(m) * 60 + Number(s), 0);
  } catch {
    // the suite was killed before bash could write it
  }
  return { status, cpuSeconds };
}

/**
 * stdout and stderr into one file through one descriptor. Two (one "w", one "a") kept separate
 * offsets: each stdout write landed at its own offset over what stderr had appended, so the
 * browser tests' log lost the web server's error lines (Next's stack and digest of a server error).
 */
function sameFile(file) {
  const fd = openSync(file, "w");
  return [fd, fd];
}

const bin = (pkg, file) => path.join(root, "node_modules", pkg, file);
// The two e2e web servers' ports (SQLite, PostgreSQL: test/e2e/servers.ts), never the same one.
const e2ePort = await freePort();
let e2ePostgresPort = await freePort();
while (e2ePostgresPort === e2ePort) e2ePostgresPort = await freePort();
const vitestCount = (r) => ({
  passed: r.numPassedTests,
  // A file whose set-up failed has no failed test but must count as a failure.
  failed: r.numFailedTests + r.testResults.filter((f) => f.status === "failed" && !f.assertionResults.some((a) => a.status === "failed")).length,
  skipped: r.numPendingTests + r.numTodoTests,
});
const vitest = (name, projects, report) => ({
  name,
  args: [bin("vitest", "vitest.mjs"), "run", ...projects.map((p) => `--project=${p}`), "--reporter=default", "--reporter=json", `--outputFile=${path.join(reports, report)}`],
  count: vitestCount,
  skippedTests: (r) => vitestSkipped(r, root),
  report,
  // The PostgreSQL tests (test/helpers/postgres.ts) and the project integration-postgresql,
  // which runs the database suites again on that server (vitest.config.ts).
  postgres: true,
});
// Two lanes run side by side, each its suites one after the other; the first lane's output goes
// to the terminal, the second's into a log per suite, printed when that suite ends. Each vitest
// run takes one integration file at a time (vitest.config.ts), so two integration files, or one
// and the browser tests, run together. The first lane: the unit tests and the SQLite integration
// files, then the bundled packages' checks. The second: the PostgreSQL pass, then Playwright,
// which waits for its two servers and a browser more than it computes, beside the first lane's
// tail (one lane after the other took about 1,100 s; side by side the browser tests start about
// four minutes earlier).
const playwright = {
  name: "playwright (e2e in Chromium)",
  args: [bin("@playwright/test", "cli.js"), "test", "--reporter=list,json"],
  env: {
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, "playwright.json"),
    E2E_PORT: String(e2ePort),
    E2E_POSTGRES_PORT: String(e2ePostgresPort),
    // No trace per test (playwright.config.ts): about 8% of the browser tests' CPU, for files
    // that nobody opens after a CI run; a developer's `npm run test:e2e` keeps them.
    E2E_TRACE: "off",
  },
  // errors: failures outside any test, such as a web server that did not start.
  count: (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky + (r.errors?.length ?? 0), skipped: r.stats.skipped }),
  skippedTests: (r) => playwrightSkipped(r, root),
  report: "playwright.json",
  postgres: true, // the PostgreSQL project's web server takes a database on it (test/e2e/postgres-server.mjs)
  needsBuild: true,
};
const lanes = [
  [
    vitest("vitest (unit, integration on SQLite)", ["unit", "unit-isolated", "integration"], "vitest.json"),
    vitest("vitest (package checks)", ["package-check"], "vitest-package-check.json"),
  ],
  [vitest("vitest (integration on PostgreSQL)", ["integration-postgresql"], "vitest-postgresql.json"), playwright],
];

const totals = { passed: 0, failed: 0, skipped: 0 };
/** What this run took, written to test-results/suite-timings.json for `npm run bench` to print. */
const timings = { finishedAt: "", totalS: 0, setupS: 0, machineLoadAtStart: os.loadavg()[0], cpus: os.availableParallelism(), suites: [] };
let ok = true;

// Checks that pass or fail as a whole: the type checker (strict) and the linter (no warnings).
// The linter runs beside the build of the app for the browser tests: each keeps about one of
// the machine's cores busy. The type checker runs after the build (see below).
function record(name, status) {
  if (status === 0) totals.passed++;
  else {
    ok = false;
    totals.failed++;
    log(`${name} failed (exit ${status})`);
  }
}

// The build's own type check would repeat tsc's; its output goes to a log, shown if it fails
// (Playwright's server then builds again and fails the browser tests). The build and the linter
// start beside better-sqlite3's compile, before the tests (which need it); only the browser
// tests wait for the build.
const buildLog = path.join(reports, "build.log");
log(`running eslint --max-warnings 0 beside the app's build (build log: ${path.relative(root, buildLog)})`);
const eslint = runAsync(process.execPath, [bin("eslint", "bin/eslint.js"), ".", "--max-warnings", "0"], { stdio: "inherit" });
let tsc = null;
const buildStarted = Date.now();
const appBuilt = runAsync(process.execPath, [path.join(root, "scripts", "build-app.mjs")], {
  // NIMBUS_BUILD_CACHE=off: a fresh clone's only build needs no compiler cache for a next one
  // (next.config.js; 166 s of CPU with it, 121 s without, on an idle machine).
  env: { ...process.env, NIMBUS_SKIP_BUILD_TYPECHECK: "1", NIMBUS_BUILD_CACHE: "off" },
  stdio: ["ignore", ...sameFile(buildLog)],
}).then((buildStatus) => {
  if (buildStatus !== 0) {
    log(`building the app failed (exit ${buildStatus}):`);
    process.stdout.write(readFileSync(buildLog, "utf8"));
  } else log(`the app is built (${((Date.now() - buildStarted) / 1000).toFixed(0)} s)`);
  timings.buildS = Math.round((Date.now() - buildStarted) / 1000);
  // The type checker reads the build's generated route types (tsconfig.json includes
  // .next/types), so it starts once the build has written them, and runs beside the tests.
  log("running tsc --noEmit (beside the tests)");
  tsc = runAsync(process.execPath, [bin("typescript", "bin/tsc"), "--noEmit"], { stdio: "inherit" });
});

// The tests' PostgreSQL: one throwaway cluster for vitest and Playwright, started before the lanes
// and stopped on any exit of this script (startPostgresForThisProcess).
let postgres = null;

/** Counts a finished suite's report into the totals; false if it failed. */
function tally(suite, status) {
  const file = path.join(reports, suite.report);
  if (!existsSync(file)) {
    totals.failed++;
    log(`${suite.name} wrote no report (exit ${status})`);
    return false;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  const c = suite.count(report);
  for (const k of Object.keys(totals)) totals[k] += c[k];
  // A skipped or todo test fails the run unless test/allowed-skips.mjs lists it with its reason.
  const skips = sortSkips(suite.skippedTests(report), ALLOWED_SKIPS);
  for (const { test, reason } of skips.listed) log(`skipped (allowed in test/allowed-skips.mjs): ${test}: ${reason}`);
  if (skips.unlisted.length > 0) {
    log(`${suite.name}: ${skips.unlisted.length} skipped or todo test(s) not listed in test/allowed-skips.mjs:\n  ${skips.unlisted.join("\n  ")}`);
    return false;
  }
  return status === 0;
}

await Promise.all([systemPackages, dependencies]);
ensurePostgresServer();

// The tests' PostgreSQL server is started before the lanes: both need it.
if (lanes.flat().some((suite) => suite.postgres)) {
  const t0 = Date.now();
  postgres = await startPostgresForThisProcess();
  log(`started a throwaway PostgreSQL server for the tests in ${Date.now() - t0} ms: ${postgres.url}`);
}

/** Runs one lane's suites one after the other; resolves when the last has been counted. */
async function runLane(suites, laneIndex) {
  for (const suite of suites) {
    if (suite.needsBuild) await appBuilt;
    const logFile = laneIndex === 0 ? null : path.join(reports, `${suite.report.replace(/\.json$/, "")}.log`);
    log(`running ${suite.name}${logFile ? ` (beside the other lane; output in ${path.relative(root, logFile)}, printed when it ends)` : ""}`);
    const env = { ...process.env, ...suite.env, ...(suite.postgres && { NIMBUS_TEST_POSTGRES_URL: postgres.url }) };
    const stdio = logFile ? ["ignore", ...sameFile(logFile)] : "inherit";
    const t0 = Date.now();
    const { status: exit, cpuSeconds } = await runCounted(process.execPath, suite.args, { env, stdio }, path.join(reports, `${suite.report}.cpu`));
    if (logFile) {
      log(`output of ${suite.name}:`);
      process.stdout.write(readFileSync(logFile, "utf8"));
    }
    const wall = (Date.now() - t0) / 1000;
    log(`${suite.name} took ${wall.toFixed(0)} s (${cpuSeconds.toFixed(0)} s of CPU: ${(cpuSeconds / wall).toFixed(2)} cores on average)`);
    timings.suites.push({ name: suite.name, lane: laneIndex + 1, startedAtS: Math.round((t0 - started) / 1000), wallS: Math.round(wall), cpuS: Math.round(cpuSeconds) });
    if (!tally(suite, exit)) ok = false;
  }
}

timings.setupS = Math.round((Date.now() - started) / 1000);
await Promise.all(lanes.map(runLane));
record("eslint --max-warnings 0", await eslint);
await appBuilt;
record("tsc --noEmit", await tsc);

log(`all suites finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
Object.assign(timings, { finishedAt: new Date().toISOString(), totalS: Math.round((Date.now() - started) / 1000), ...totals });
writeFileSync(path.join(root, "test-results", "suite-timings.json"), JSON.stringify(timings, null, 2) + "\n");
process.exit(ok && totals.failed === 0 ? 0 : 1);
