// Web pages under a class: `npm start` (scripts/start.mjs: migrate, seed, build if stale, the web
// server and the judge daemon) on a fresh database in a temporary folder, its own build folder
// (.next-web) and a free port; then, per page, 50 keep-alive clients for BENCH_WEB_SECONDS
// (default 10) after a warm-up, printing requests/s, p50 and p99: once idle, once while
// BENCH_WEB_SUBMISSIONS (default 300) submissions are being judged (queued straight into the
// database, then the judge woken). Anonymous readers in English, as a class opening a link.
// Figures are printed, not asserted. The last line: `problem page: R of a static file`.
//   npm run bench:web
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const CLIENTS = 50;
const SECONDS = Number(process.env.BENCH_WEB_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const SUBMISSIONS = Number(process.env.BENCH_WEB_SUBMISSIONS ?? 300);
const SLUG = "poj-2234-matches-game";
const ACCEPTED_SOURCE = fs.readFileSync(path.join(ROOT, "test", "fixtures", "submissions", "accepted.ts"), "utf8");

const PAGES = [
  { name: "static file", path: "/icon.svg" },
  { name: "home", path: "/" },
  { name: "problem page", path: `/problems/${SLUG}` },
  { name: "editorial", path: `/problems/${SLUG}/editorial?reveal=1` },
  { name: "learn", path: "/learn" },
  { name: "lab", path: "/lab" },
] as const;
type PageName = (typeof PAGES)[number]["name"];

interface Load {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** One GET on a keep-alive agent: the status, after the whole body has arrived. */
function get(agent: http.Agent, port: number, pagePath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: pagePath, agent, headers: { "accept-language": "en" } }, (response) => {
      response.on("data", () => {});
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

const percentile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** CLIENTS loops, each sending its next request when the last one's body has arrived. */
async function load(port: number, pagePath: string, seconds: number): Promise<Load> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const sent = performance.now();
        try {
          const status = await get(agent, port, pagePath);
          if (status !== 200) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, perSecond: latencies.length / elapsed, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}

async function waitForServer(port: number, app: ChildProcess): Promise<void> {
  const agent = new http.Agent({ keepAlive: false });
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`npm start exited with ${app.exitCode}`);
    try {
      if ((await get(agent, port, "/icon.svg")) === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the app did not start within 15 minutes");
}

/** Queues `count` accepted submissions of the problem from 30 students, then wakes the judge. */
async function queueSubmissions(count: number): Promise<void> {
  const { db } = await import("../lib/db");
  const { wakeJudge } = await import("../lib/queue/judge-wakeup");
  const problem = await db().problem.findUniqueOrThrow({ where: { slug: SLUG }, select: { id: true } });
  const users: { id: number }[] = [];
  for (let i = 0; i < 30; i++) {
    const email = `bench-web-${i}@example.com`;
    users.push(await db().user.upsert({ where: { email }, update: {}, create: { email, name: `Bench ${i}`, passwordHash: "x" }, select: { id: true } }));
  }
  await db().submission.createMany({
    data: Array.from({ length: count }, (_, i) => ({ userId: users[i % users.length]!.id, problemId: problem.id, source: ACCEPTED_SOURCE, status: "queued" })),
  });
  await wakeJudge(db());
}

async function pendingSubmissions(): Promise<number> {
  const { db } = await import("../lib/db");
  return db().submission.count({ where: { status: { in: ["queued", "judging"] } } });
}

function line(label: string, result: Load, extra = ""): string {
  const errors = result.errors ? `, ${result.errors} errors` : "";
  return `${label.padEnd(34)} ${result.perSecond.toFixed(0).padStart(5)} req/s  p50 ${result.p50.toFixed(0).padStart(5)} ms  p99 ${result.p99.toFixed(0).padStart(5)} ms  (${result.requests} requests${errors}${extra})`;
}

async function main(): Promise<void> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nimbus-bench-web-"));
  process.env.DATA_DIR = dataDir; // this process's lib/db opens the same database
  console.log(`web bench: ${CLIENTS} keep-alive clients, ${SECONDS} s per page, data in ${dataDir}, port ${port}, ${os.availableParallelism()} cores`);
  const app = spawn(process.execPath, [path.join(ROOT, "scripts", "start.mjs")], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NIMBUS_NEXT_DIST_DIR: process.env.NIMBUS_NEXT_DIST_DIR ?? ".next-web", NIMBUS_SKIP_BUILD_TYPECHECK: "1" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true, // its own process group: the web server and the judge stop with it
  });
  const stop = () => {
    try {
      process.kill(-app.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("exit", stop);
  try {
    const startedAt = Date.now();
    await waitForServer(port, app);
    console.log(`app ready in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
    for (const page of PAGES) await load(port, page.path, WARM_UP_SECONDS);

    const idle = new Map<PageName, Load>();
    for (const page of PAGES) {
      const result = await load(port, page.path, SECONDS);
      idle.set(page.name, result);
      console.log(line(`web ${page.name} (idle):`, result));
    }
    for (const page of PAGES) {
      // Kept at SUBMISSIONS waiting or being judged while each page is measured.
      await queueSubmissions(Math.max(0, SUBMISSIONS - (await pendingSubmissions())));
      const before = await pendingSubmissions();
      const result = await load(port, page.path, SECONDS);
      const after = await pendingSubmissions();
      console.log(line(`web ${page.name} (judging):`, result, `; ${before - after} judged meanwhile, ${after} still pending`));
    }
    const ratio = idle.get("problem page")!.perSecond / idle.get("static file")!.perSecond;
    console.log(`problem page: ${ratio.toFixed(3)} of a static file`);
  } finally {
    stop();
    const { db } = await import("../lib/db");
    await db().$disconnect();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
