// The judge's warm-up at start: before the daemon claims anything, a tiny program is judged
// through the path a Run takes (judgeSubmission: esbuild's service, the harness bundle and its
// V8 snapshot, a sandboxed harness, the checker), then an idle harness is started for the next
// submission (warm-harnesses.ts). Without it the first Run after `npm start` paid for all of
// that (4.7 s on a busy 2-core machine) and the idle harnesses were only started after a first
// verdict. The sandbox is the one most problems use (their most common memory limit), so the
// harness started ahead fits the first submission.
import type { PrismaClient } from "../../lib/db";
import type { Verdict } from "../../lib/types";
import { idleHarnessCount, replenishWarmHarnesses } from "../sandbox/batch/warm-harnesses";
import { judgeSubmission } from "./judge-submission";

/** Reads two numbers, prints their sum: what a Run of a small program does, in miniature. */
const WARM_UP_SOURCE = `import { readFileSync } from "fs";
const [a, b] = readFileSync(0, "utf8").split(/\\s+/).map(Number);
console.log(a! + b!);
`;
const WARM_UP_TEST = { ordinal: 1, input: "1 2\n", expectedOutput: "3\n" };
/** The memory limit when there is no problem yet (the bundled problems' usual one). */
const DEFAULT_MEMORY_LIMIT_MB = 256;
/** The warm-up program's CPU limit: ample; it takes milliseconds. */
const WARM_UP_TIME_LIMIT_MS = 2000;

export interface WarmUp {
  /** The tiny program's verdict: AC when the whole path works. */
  verdict: Verdict;
  /** The sandbox warmed (the problems' most common memory limit). */
  memoryLimitMb: number;
  /** Harnesses started ahead and idle once the warm-up is over. */
  idleHarnesses: number;
  wallMs: number;
}

/** The memory limit most problems have (the sandbox the first submission most likely needs). */
async function commonMemoryLimit(prisma: PrismaClient): Promise<number> {
  const [most] = await prisma.problem.groupBy({
    by: ["memoryLimitMb"],
    _count: { memoryLimitMb: true },
    orderBy: { _count: { memoryLimitMb: "desc" } },
    take: 1,
  });
  return most?.memoryLimitMb ?? DEFAULT_MEMORY_LIMIT_MB;
}

/**
 * Judges the warm-up program as a Run would be judged, then starts the idle harnesses
 * (keepWarmHarnesses sets how many). A failure is the caller's to log: judging goes on without
 * the warm-up, as before.
 */
export async function warmUpJudge(prisma: PrismaClient): Promise<WarmUp> {
  const started = performance.now();
  const memoryLimitMb = await commonMemoryLimit(prisma);
  const judged = await judgeSubmission({
    source: WARM_UP_SOURCE,
    tests: [WARM_UP_TEST],
    timeLimitMs: WARM_UP_TIME_LIMIT_MS,
    memoryLimitMb,
    runAllTests: true,
    keepOutput: true,
  });
  replenishWarmHarnesses();
  return { verdict: judged.verdict, memoryLimitMb, idleHarnesses: idleHarnessCount(), wallMs: Math.round(performance.now() - started) };
}
