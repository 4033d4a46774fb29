// A judge's cache of its problems' stored tests, so that a problem's next submission loads no
// test row. An entry is keyed by a fingerprint read with the submission (claimed-submission.ts):
// the problem's test data version, its test count and its highest test id. Tests are only ever
// replaced (deleted and inserted again, under a new version when they change), and ids are never
// reused (AUTOINCREMENT on SQLite, a sequence on PostgreSQL), so new tests always have a new
// fingerprint. Per Prisma client (two databases in one process never share entries), at most
// MAX_CACHED_CHARS of test text in all, the least recently used problem evicted first.
import type { PrismaClient } from "../../lib/db";

export interface ProblemTest {
  /** The TestCase row's id (a result refers to it). */
  id: number;
  ordinal: number;
  input: string;
  expectedOutput: string;
  isSample: boolean;
}

export interface TestsFingerprint {
  problemId: number;
  testDataVersion: number;
  count: number;
  /** The highest TestCase id of the problem; null when it has none. */
  lastId: number | null;
}

/** Characters of inputs and answers kept per client; a problem with more is loaded each time. */
export const MAX_CACHED_CHARS = 32 * 1024 * 1024;

interface Entry {
  key: string;
  tests: readonly ProblemTest[];
  chars: number;
}

/** Per client: problem id -> its tests, in least-recently-used order (a Map keeps insertion order). */
const caches = new WeakMap<PrismaClient, { entries: Map<number, Entry>; chars: number }>();

function keyOf(fingerprint: TestsFingerprint): string {
  return `${fingerprint.testDataVersion}:${fingerprint.count}:${fingerprint.lastId}`;
}

/** The problem's tests by ordinal: from the cache when the fingerprint matches, else from the database. */
export async function cachedProblemTests(prisma: PrismaClient, fingerprint: TestsFingerprint): Promise<readonly ProblemTest[]> {
  if (fingerprint.count === 0) return [];
  let cache = caches.get(prisma);
  if (!cache) {
    cache = { entries: new Map(), chars: 0 };
    caches.set(prisma, cache);
  }
  const key = keyOf(fingerprint);
  const hit = cache.entries.get(fingerprint.problemId);
  if (hit?.key === key) {
    cache.entries.delete(fingerprint.problemId);
    cache.entries.set(fingerprint.problemId, hit);
    return hit.tests;
  }
  const tests = await prisma.testCase.findMany({
    where: { problemId: fingerprint.problemId },
    orderBy: { ordinal: "asc" },
    select: { id: true, ordinal: true, input: true, expectedOutput: true, isSample: true },
  });
  if (hit) {
    cache.entries.delete(fingerprint.problemId);
    cache.chars -= hit.chars;
  }
  // Kept only if these rows are the ones fingerprinted (the tests may have been replaced between
  // the two statements: then they are used this once, and the next submission loads them again).
  const lastId = tests.reduce<number | null>((max, test) => (max === null || test.id > max ? test.id : max), null);
  const chars = tests.reduce((sum, test) => sum + test.input.length + test.expectedOutput.length, 0);
  if (tests.length === fingerprint.count && lastId === fingerprint.lastId && chars <= MAX_CACHED_CHARS) {
    cache.entries.set(fingerprint.problemId, { key, tests, chars });
    cache.chars += chars;
    for (const [problemId, entry] of cache.entries) {
      if (cache.chars <= MAX_CACHED_CHARS) break;
      cache.entries.delete(problemId);
      cache.chars -= entry.chars;
    }
  }
  return tests;
}
