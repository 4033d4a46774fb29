// A tiny problem (double a number, three tests) and programs whose verdicts and test results are
// known in advance, queued in bulk straight into the database as the web app would leave them:
// for the judge fleet's fault test and the scaling line of `npm run bench:judge`.
import type { PrismaClient } from "../../lib/db";

export const KNOWN_TESTS = 3;
/** Short, so that a TLE (the limit, then its confirmation in a fresh process) stays cheap. */
export const KNOWN_TIME_LIMIT_MS = 300;

export type KnownVerdict = "AC" | "WA" | "RE" | "TLE" | "CE";

/** Each program, and the results it must get: [ordinal, verdict] of every test it ran, in order. */
export const KNOWN_PROGRAMS: Record<KnownVerdict, { source: string; results: Array<[number, string]> }> = {
  AC: { source: `console.log(Number(require("fs").readFileSync(0, "utf8")) * 2);`, results: [[1, "AC"], [2, "AC"], [3, "AC"]] },
  WA: { source: `const n = Number(require("fs").readFileSync(0, "utf8")); console.log(n === 1 ? 2 : n * 3);`, results: [[1, "AC"], [2, "WA"]] },
  RE: { source: `const n = Number(require("fs").readFileSync(0, "utf8")); if (n > 1) throw new Error("boom"); console.log(2);`, results: [[1, "AC"], [2, "RE"]] },
  TLE: { source: `let spin = 0; for (;;) spin++;`, results: [[1, "TLE"]] },
  CE: { source: `const n: number = ;`, results: [] },
};

/** The verdict a queued program must get, from its source (each kind's source is distinct). */
export function expectedVerdictOf(source: string): KnownVerdict {
  const found = (Object.keys(KNOWN_PROGRAMS) as KnownVerdict[]).find((verdict) => KNOWN_PROGRAMS[verdict].source === source);
  if (!found) throw new Error(`not one of the known programs: ${source.slice(0, 80)}`);
  return found;
}

export async function createKnownProblem(prisma: PrismaClient): Promise<number> {
  const problem = await prisma.problem.create({
    data: {
      slug: "double-known", title: "Double", sourceJudge: "test", sourceId: "known", sourceTitle: "Double", timeLimitMs: KNOWN_TIME_LIMIT_MS,
      memoryLimitMb: 128, tags: "[]", difficulty: "easy", statement: "", contentHash: "known",
      testCases: { create: Array.from({ length: KNOWN_TESTS }, (_, i) => ({ ordinal: i + 1, group: "random", input: `${i + 1}\n`, expectedOutput: `${(i + 1) * 2}\n` })) },
    },
  });
  return problem.id;
}

/** A small seeded generator (mulberry32): the same seed gives the same run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Queues the mix (how many of each verdict), shuffled by `random`, from `users` students (the
 * fair claim order interleaves them). Returns how many were queued.
 */
export async function queueKnownSubmissions(
  prisma: PrismaClient,
  problemId: number,
  mix: Partial<Record<KnownVerdict, number>>,
  options: { users: number; random: () => number },
): Promise<number> {
  await prisma.user.createMany({
    data: Array.from({ length: options.users }, (_, i) => ({ email: `fleet-${i}@example.com`, name: `Fleet ${i}`, passwordHash: "x" })),
  });
  const userIds = (await prisma.user.findMany({ where: { email: { startsWith: "fleet-" } }, select: { id: true } })).map((user) => user.id);
  const sources = (Object.entries(mix) as Array<[KnownVerdict, number]>).flatMap(([verdict, count]) => Array<string>(count).fill(KNOWN_PROGRAMS[verdict].source));
  for (let i = sources.length - 1; i > 0; i--) {
    const j = Math.floor(options.random() * (i + 1));
    [sources[i], sources[j]] = [sources[j]!, sources[i]!];
  }
  const data = sources.map((source, i) => ({ userId: userIds[i % userIds.length]!, problemId, source }));
  // In slices: SQLite caps the parameters of one statement.
  for (let i = 0; i < data.length; i += 200) await prisma.submission.createMany({ data: data.slice(i, i + 200) });
  return data.length;
}
