// The fault test across "machines": three real judge daemons (test/helpers/judge-fleet.ts: own
// data and temp folders, process groups and, as root, network namespaces) drain 400 queued
// submissions with known verdicts while whole daemons are SIGKILLed at random moments (seeded:
// NIMBUS_FAULT_SEED repeats a run) and restarted, and, on PostgreSQL (a cluster of this test's
// own), the server itself is restarted once mid-run. At the end every submission is done with
// exactly its verdict and test results, finished once (a trigger records each finish), and the
// daemons left no process and no cgroup behind. The same on one SQLite file ("one machine").
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPrismaClient, type PrismaClient, type SqlDialect } from "../../lib/db";
import { applyPostgresMigrations } from "../../lib/postgres/migrations";
import { startPostgres, type TestPostgres } from "../../scripts/postgres.mjs";
import { networkNamespacesWork, settledLeftoversOf, startFleet } from "../helpers/judge-fleet";
import { createKnownProblem, expectedVerdictOf, KNOWN_PROGRAMS, queueKnownSubmissions, seededRandom, type KnownVerdict } from "../helpers/known-verdicts";
import { applyMigrations } from "../helpers/test-db";

// CE costs no sandbox; AC, WA and RE one or two sandboxed processes; TLE its time limit twice.
// 400 submissions by default (about 20 s per drill, with 3 to 6 kills); a longer drill:
// NIMBUS_FLEET_SUBMISSIONS=1000 (the mix keeps its shares).
const SUBMISSIONS = Number(process.env.NIMBUS_FLEET_SUBMISSIONS ?? 400);
const SHARES: Record<KnownVerdict, number> = { CE: 0.64, AC: 0.22, WA: 0.06, RE: 0.06, TLE: 0.02 };
const MIX = Object.fromEntries(Object.entries(SHARES).map(([verdict, share]) => [verdict, Math.max(1, Math.round(SUBMISSIONS * share))])) as Record<KnownVerdict, number>;
const DAEMONS = 3;
const WORKERS = 1;
const LEASE_MS = 2500;
const MAX_KILLS = 6;
const DRAIN_TIMEOUT_MS = 200_000;

const SEED = Number(process.env.NIMBUS_FAULT_SEED ?? Math.floor(Math.random() * 2 ** 31));
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Records every finish of a submission (the row becoming done, or its judgedAt changing while done). */
async function recordFinishes(prisma: PrismaClient, kind: SqlDialect): Promise<void> {
  if (kind === "postgresql") {
    await prisma.$executeRawUnsafe(`CREATE TABLE "_FleetFinish" ("submissionId" INTEGER NOT NULL)`);
    await prisma.$executeRawUnsafe(
      `CREATE FUNCTION fleet_finish() RETURNS trigger AS $$ BEGIN INSERT INTO "_FleetFinish" VALUES (NEW."id"); RETURN NEW; END $$ LANGUAGE plpgsql`,
    );
    await prisma.$executeRawUnsafe(
      `CREATE TRIGGER fleet_finish AFTER UPDATE ON "Submission" FOR EACH ROW
       WHEN (NEW."status" = 'done' AND (OLD."status" <> 'done' OR NEW."judgedAt" IS DISTINCT FROM OLD."judgedAt")) EXECUTE FUNCTION fleet_finish()`,
    );
  } else {
    await prisma.$executeRawUnsafe(`CREATE TABLE "_FleetFinish" ("submissionId" INTEGER NOT NULL)`);
    await prisma.$executeRawUnsafe(
      `CREATE TRIGGER fleet_finish AFTER UPDATE ON "Submission"
       WHEN NEW."status" = 'done' AND (OLD."status" <> 'done' OR NEW."judgedAt" IS NOT OLD."judgedAt")
       BEGIN INSERT INTO "_FleetFinish" VALUES (NEW."id"); END`,
    );
  }
}

interface Drill {
  kind: SqlDialect;
  prisma: PrismaClient;
  /** DATABASE_URL of the daemons. */
  daemonUrl: string;
  isolateNetwork: boolean;
  dir: string;
  /** The PostgreSQL cluster to restart once mid-run. */
  postgres?: TestPostgres;
}

async function runDrill({ kind, prisma, daemonUrl, isolateNetwork, dir, postgres }: Drill): Promise<void> {
  const random = seededRandom(SEED);
  await recordFinishes(prisma, kind);
  const problemId = await createKnownProblem(prisma);
  const total = await queueKnownSubmissions(prisma, problemId, MIX, { users: 20, random });
  const mix = Object.entries(MIX).map(([verdict, count]) => `${count} ${verdict}`).join(", ");
  console.log(`[fleet ${kind}] seed ${SEED} (NIMBUS_FAULT_SEED); ${total} submissions (${mix}); ${DAEMONS} daemons x ${WORKERS} worker(s), lease ${LEASE_MS} ms; ${isolateNetwork ? "a network namespace per daemon" : "no network namespaces (not root?): process groups only"}`);

  const started = Date.now();
  const fleet = startFleet({ databaseUrl: daemonUrl, daemons: DAEMONS, workers: WORKERS, leaseMs: LEASE_MS, dir, isolateNetwork });
  cleanups.push(() => fleet.stop(5_000));
  let kills = 0;
  let restartMs: number | undefined;
  let nextKillAt = Date.now() + 2_000 + random() * 2_000;
  let done = 0;
  while (done < total) {
    if (Date.now() - started > DRAIN_TIMEOUT_MS) throw new Error(`only ${done} of ${total} done after ${DRAIN_TIMEOUT_MS / 1000} s\n${fleet.log().slice(-20_000)}`);
    await sleep(200);
    // The test's own client rides out the restart too: a failed count is tried again.
    done = await prisma.submission.count({ where: { status: "done" } }).catch(() => done);
    if (postgres && restartMs === undefined && done >= total * 0.4) {
      const t0 = Date.now();
      postgres.restart("fast");
      restartMs = Date.now() - t0;
      console.log(`[fleet ${kind}] PostgreSQL restarted in ${restartMs} ms at ${done} done`);
    }
    if (kills < MAX_KILLS && Date.now() >= nextKillAt && done < total * 0.9) {
      const victim = Math.floor(random() * fleet.size);
      if (fleet.running(victim)) {
        await fleet.kill(victim);
        kills += 1;
        const pause = 300 + random() * 1_200;
        console.log(`[fleet ${kind}] SIGKILLed judge ${victim + 1}'s process group at ${done} done; restarting it in ${pause.toFixed(0)} ms`);
        await sleep(pause);
        fleet.restart(victim);
      }
      nextKillAt = Date.now() + 1_500 + random() * 3_000;
    }
  }
  const drainSeconds = (Date.now() - started) / 1000;
  // No daemon died of the faults (a database restart must not end one).
  const crashes = fleet.crashes();
  await fleet.stop();
  const leftovers = await settledLeftoversOf(fleet.pids());

  const rows = await prisma.submission.findMany({
    select: { id: true, source: true, status: true, verdict: true, attempts: true, testsTotal: true, compileLog: true, results: { select: { ordinal: true, verdict: true }, orderBy: { ordinal: "asc" } } },
    orderBy: { id: "asc" },
  });
  const wrong = rows
    .filter((row) => {
      const expected = expectedVerdictOf(row.source);
      return row.status !== "done" || row.verdict !== expected || JSON.stringify(row.results.map((r) => [r.ordinal, r.verdict])) !== JSON.stringify(KNOWN_PROGRAMS[expected].results);
    })
    .map((row) => ({ id: row.id, expected: expectedVerdictOf(row.source), status: row.status, verdict: row.verdict, attempts: row.attempts, compileLog: row.compileLog, results: row.results }));
  const duplicates = await prisma.$queryRawUnsafe<unknown[]>(`SELECT "submissionId", "ordinal", COUNT(*) AS n FROM "TestResult" GROUP BY "submissionId", "ordinal" HAVING COUNT(*) > 1`);
  const finishes = await prisma.$queryRawUnsafe<Array<{ submissionId: number; n: number | bigint }>>(`SELECT "submissionId", COUNT(*) AS n FROM "_FleetFinish" GROUP BY "submissionId"`);
  const finishedTwice = finishes.filter((finish) => Number(finish.n) !== 1);
  const reclaimed = rows.filter((row) => row.attempts > 1);
  const databaseErrors = (fleet.log().match(/database error/g) ?? []).length;
  console.log(
    `[fleet ${kind}] ${total} submissions in ${drainSeconds.toFixed(1)} s (${(total / drainSeconds).toFixed(1)} submissions/s) with ${kills} kills` +
      `${restartMs === undefined ? "" : `, one PostgreSQL restart (${restartMs} ms)`}; re-claimed: ${reclaimed.length} (max attempts ${Math.max(...rows.map((row) => row.attempts))}); ` +
      `handed back after a database error: ${databaseErrors}; ${wrong.length} wrong, ${duplicates.length} duplicate results, ${finishedTwice.length} finished twice, ` +
      `${leftovers.processes.length} processes and ${leftovers.cgroups.length} cgroups left`,
  );

  expect(crashes, fleet.log().slice(-10_000)).toEqual([]);
  expect(wrong, fleet.log().slice(-10_000)).toEqual([]);
  expect(rows).toHaveLength(total);
  expect(duplicates).toEqual([]);
  expect(finishes).toHaveLength(total);
  expect(finishedTwice).toEqual([]);
  expect(leftovers).toEqual({ processes: [], cgroups: [] });
  expect(kills).toBeGreaterThan(0);
  // Restarted exactly when there is a server to restart (the PostgreSQL drill), never otherwise.
  expect(restartMs !== undefined).toBe(postgres !== undefined);
}

describe("a judge fleet under faults", () => {
  const isolateNetwork = networkNamespacesWork();

  it("on PostgreSQL: three judge machines, daemons SIGKILLed and restarted, the server restarted once: every verdict right, once", { timeout: 300_000 }, async () => {
    const postgres = await startPostgres();
    cleanups.push(() => postgres.stop());
    await applyPostgresMigrations(postgres.url);
    const prisma = createPrismaClient(postgres.url);
    cleanups.push(() => prisma.$disconnect());
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nimbus-fleet-pg-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    // In network namespaces of their own the daemons reach the server only through its socket.
    await runDrill({ kind: "postgresql", prisma, daemonUrl: isolateNetwork ? postgres.socketUrl : postgres.url, isolateNetwork, dir, postgres });
  });

  it("on SQLite: three daemons on one machine's file, SIGKILLed and restarted: every verdict right, once", { timeout: 300_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nimbus-fleet-sqlite-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, "fleet.db");
    applyMigrations(file);
    const prisma = createPrismaClient(file);
    cleanups.push(() => prisma.$disconnect());
    await runDrill({ kind: "sqlite", prisma, daemonUrl: `file:${file}`, isolateNetwork, dir });
  });
});
