// How soon a new user can type in a problem's editor, and how long the first Run after `npm start`
// takes. Starts the app as `npm start` does (scripts/start.mjs) on a fresh data folder under /tmp,
// its own build folder (NIMBUS_NEXT_DIST_DIR, default .next-editor) and a free port, then drives
// Debian's Chromium with Playwright:
//   - the first Run after start: a new account, the problem page, the correct program, Run on the
//     samples, time from the click to the verdict; then a second Run the same way;
//   - EDITOR_BENCH_RUNS (default 5) visits of the problem page, each in a fresh browser context
//     (a new user: no cache, no cookies): the load event, the moment the editor is usable (a typed
//     character lands in the program: the plain text area shown until Monaco arrives, or Monaco)
//     and the moment Monaco is (mounted, a typed character in its model), from navigation start.
// Run: npm run bench:editor (a build if the sources changed, then about a minute). Prints
// figures only; nothing passes or fails on a clock. Headlines:
//   editor usable: X ms (load event Y ms)            (medians; before a line "Monaco usable: Z ms")
//   first run after start: X ms (second run Y ms)
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "../test/e2e/chromium";
import { CORRECT_NIM, PROBLEM_PATH, freshEmail, setCode, signUp } from "../test/e2e/helpers";

const root = path.resolve(import.meta.dirname, "..");
const RUNS = Number(process.env.EDITOR_BENCH_RUNS ?? 5);
const SLUG = PROBLEM_PATH.split("/").pop()!;
/** Typed into the editor to see that it takes input (a character no program here contains). */
const PROBE = "§";
const MONACO_PROBE = "¤";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** The app as `npm start` runs it, its output kept for the judge's lines. */
function startApp(port: number, dataDir: string): { child: ChildProcess; output: string[] } {
  const output: string[] = [];
  const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    detached: true, // its own process group: the web server and the judge end with it
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      NEXT_TELEMETRY_DISABLED: "1",
      NIMBUS_NEXT_DIST_DIR: process.env.NIMBUS_NEXT_DIST_DIR || ".next-editor",
      NIMBUS_SEED_ONLY: SLUG,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (line.trim()) output.push(line);
    if (process.env.EDITOR_BENCH_VERBOSE) process.stdout.write(chunk);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  return { child, output };
}

async function waitForServer(baseURL: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 15 * 60_000; // a build on a busy 2-core machine
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start ended (exit ${child.exitCode}):\n${output.slice(-30).join("\n")}`);
    try {
      if ((await fetch(`${baseURL}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the app did not answer within 15 minutes");
}

/** Opens the problem page (its program kept from before) and clicks Run on the samples: the time from the click to the verdict. */
async function timeRun(page: Page): Promise<number> {
  await page.goto(PROBLEM_PATH);
  await page.waitForFunction(() => window.nimbusEditor !== undefined, undefined, { timeout: 60_000 });
  const started = performance.now();
  await page.getByTestId("run").click();
  await page.waitForFunction(() => document.querySelector('[data-testid="run-result"]')?.getAttribute("data-status") === "done", undefined, {
    timeout: 120_000,
    polling: 20,
  });
  const elapsed = performance.now() - started;
  const verdict = await page.getByTestId("run-verdict").textContent();
  if (verdict?.trim() !== "Accepted") throw new Error(`the run's verdict: ${verdict}`);
  return elapsed;
}

/**
 * Waits for `editor` (a page expression) to exist, focuses it, types `probe`, and returns the page's
 * clock when `text` (a page expression) holds it. Typed again if it never arrives (the plain text
 * area may be replaced by Monaco between the focus and the keystroke).
 */
async function typeUntilKept(page: Page, probe: string, editor: string, text: string): Promise<number> {
  for (let attempt = 1; attempt <= 20; attempt++) {
    await page.waitForFunction(() => window.nimbusEditor !== undefined || document.querySelector('[data-testid="plain-editor"]') !== null, undefined, {
      timeout: 60_000,
      polling: 10,
    });
    // Strings, not functions: tsx would wrap their named inner functions in a helper the page lacks.
    await page.evaluate(`${editor}?.focus()`);
    await page.keyboard.type(probe);
    const seen = await page.evaluate<number>(`new Promise((resolve) => {
      const until = performance.now() + 3000;
      const check = () => (${text}.includes(${JSON.stringify(probe)}) ? resolve(performance.now()) : performance.now() > until ? resolve(-1) : requestAnimationFrame(check));
      check();
    })`);
    if (seen >= 0) return seen;
  }
  throw new Error(`typing ${probe} never reached the program`);
}

/**
 * One new user's visit, times from navigation start: the load event; the editor usable (the first
 * editor on the page, the plain text area or Monaco, takes a typed character into the program
 * kept in the browser's storage); Monaco usable (mounted, and a typed character in its model).
 */
async function visit(browser: Browser, baseURL: string): Promise<{ load: number; usable: number; monaco: number }> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto(PROBLEM_PATH, { waitUntil: "commit" });
    const usable = await typeUntilKept(page, PROBE, `(window.nimbusEditor ?? document.querySelector('[data-testid="plain-editor"]'))`, `(localStorage.getItem(${JSON.stringify(`nimbus:code:${SLUG}`)}) ?? "")`);
    await page.waitForFunction(() => window.nimbusEditor !== undefined, undefined, { timeout: 60_000, polling: 10 });
    const monaco = await typeUntilKept(page, MONACO_PROBE, "window.nimbusEditor", "window.nimbusEditor.getValue()");
    await page.waitForLoadState("load");
    const load = await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart);
    return { load, usable, monaco };
  } finally {
    await context.close();
  }
}

/** The judge's own line for a run ("[judge] run 1 AC 12 ms (judged in 345 ms, ...)"). */
const judgeLines = (output: string[]) => output.filter((line) => /\[judge\] run \d+ /.test(line));

const dataDir = mkdtempSync(path.join(os.tmpdir(), "nimbus-editor-bench-"));
const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
const { child, output } = startApp(port, dataDir);
let browser: Browser | undefined;
try {
  const starting = performance.now();
  await waitForServer(baseURL, child, output);
  console.log(`app answering after ${ms(performance.now() - starting)} (port ${port}, data in ${dataDir})`);
  browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);

  // The first Run after start, then a second one, as a new user.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signUp(page, freshEmail("editor-bench"));
  await page.goto(PROBLEM_PATH);
  await setCode(page, CORRECT_NIM); // kept in the browser's storage for both Runs
  console.log(`first Run clicked ${ms(performance.now() - starting)} after start`);
  const firstRun = await timeRun(page);
  const secondRun = await timeRun(page);
  await context.close();
  for (const line of judgeLines(output)) console.log(`  ${line.trim()}`);

  console.log(`${RUNS} visits of ${PROBLEM_PATH}, each a new user (fresh context), times from navigation start:`);
  const visits: Array<{ load: number; usable: number; monaco: number }> = [];
  for (let index = 1; index <= RUNS; index++) {
    const result = await visit(browser, baseURL);
    visits.push(result);
    console.log(`  visit ${index}: load event ${ms(result.load)}, editor usable ${ms(result.usable)}, Monaco usable ${ms(result.monaco)}`);
  }
  const medianOf = (key: "load" | "usable" | "monaco") => ms(median(visits.map((v) => v[key])));
  console.log(`Monaco usable: ${medianOf("monaco")}`);
  console.log(`editor usable: ${medianOf("usable")} (load event ${medianOf("load")})`);
  console.log(`first run after start: ${ms(firstRun)} (second run ${ms(secondRun)})`);
} finally {
  await browser?.close();
  if (child.exitCode === null) {
    process.kill(-child.pid!, "SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
