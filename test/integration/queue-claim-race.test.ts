// A claim race between separate OS processes, as between judge daemons: RACERS child processes,
// each with its own database connection (test/helpers/claim-race-worker.ts), claim from one
// queue of SUBMISSIONS at once, as fast as they can. Every submission is claimed exactly once,
// by the process that reports it. Runs on SQLite (one database file) and, in the
// integration-postgresql project, on PostgreSQL.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

const ROOT = path.resolve(import.meta.dirname, "../..");
const RACERS = 4;
const SUBMISSIONS = 120;

interface RacerReport {
  workerId: string;
  claimed: number[];
  emptyWhileQueued: number;
}

let database: TestDatabase;
let submissionIds: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  const { prisma } = database;
  const user = await prisma.user.create({ data: { email: "race@example.com", name: "Race", passwordHash: "x" } });
  const problem = await prisma.problem.create({
    data: {
      slug: "race", title: "Race", sourceJudge: "test", sourceId: "1", sourceTitle: "Race", timeLimitMs: 1000,
      memoryLimitMb: 64, tags: "[]", difficulty: "easy", statement: "", contentHash: "x",
    },
  });
  await prisma.submission.createMany({ data: Array.from({ length: SUBMISSIONS }, () => ({ userId: user.id, problemId: problem.id, source: "x" })) });
  submissionIds = (await prisma.submission.findMany({ select: { id: true } })).map((row) => row.id);
});

afterAll(async () => {
  await database?.cleanup();
});

/** A racer as a child process; resolves once it is connected and waiting for "go". */
function startRacer(workerId: string): Promise<{ child: ChildProcess; report: Promise<RacerReport> }> {
  const child = spawn(process.execPath, ["--import", "tsx", "test/helpers/claim-race-worker.ts", database.url, workerId], { cwd: ROOT, stdio: ["pipe", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const report = new Promise<RacerReport>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => {
      const last = stdout.trim().split("\n").at(-1) ?? "";
      if (code === 0 && last.startsWith("{")) resolve(JSON.parse(last) as RacerReport);
      else reject(new Error(`racer ${workerId} exited with ${code}:\n${stdout}${stderr}`));
    });
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.startsWith("ready\n")) resolve();
    });
    report.catch(reject);
  });
  return ready.then(() => ({ child, report }));
}

describe("a claim race between separate processes", () => {
  it(`gives each of ${SUBMISSIONS} submissions to exactly one of ${RACERS} processes, each on its own connection`, async () => {
    const racers = await Promise.all(Array.from({ length: RACERS }, (_, index) => startRacer(`racer-${index}`)));
    for (const racer of racers) racer.child.stdin!.end("go\n");
    const reports = await Promise.all(racers.map((racer) => racer.report));

    const claimed = reports.flatMap((report) => report.claimed);
    expect(claimed.length).toBe(SUBMISSIONS); // no submission claimed twice...
    expect(new Set(claimed)).toEqual(new Set(submissionIds)); // ...and none left out
    // More than one process won claims: it was a race, not one process draining the queue.
    expect(reports.filter((report) => report.claimed.length > 0).length).toBeGreaterThan(1);
    // The database agrees: each row leased once, to the process that reported it.
    const rows = await database.prisma.submission.findMany({ select: { id: true, status: true, attempts: true, leaseOwner: true } });
    const owner = new Map(reports.flatMap((report) => report.claimed.map((id) => [id, report.workerId] as const)));
    for (const row of rows) expect(row).toEqual({ id: row.id, status: "judging", attempts: 1, leaseOwner: owner.get(row.id) });
    console.log(`claims per racer: ${reports.map((report) => `${report.workerId} ${report.claimed.length} (empty while queued ${report.emptyWhileQueued})`).join(", ")}`);
  }, 60_000);
});
