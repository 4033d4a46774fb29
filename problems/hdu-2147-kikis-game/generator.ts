import { seededRandom, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

const MAX = 2000;
const MAX_CASES = 100_000;

type Board = readonly [number, number];
/** The cases, then the terminating line "0 0". */
const file = (boards: readonly Board[]) => boards.map(([n, m]) => `${n} ${m}\n`).join("") + "0 0\n";

/** The odd number nearest x inside lo..hi (x itself if it is odd). */
const toOdd = (x: number, lo: number, hi: number) => (x % 2 === 1 ? x : x - 1 >= lo ? x - 1 : Math.min(x + 1, hi));

/** Random boards with sides in lo..hi; a quarter are forced to have both sides odd (kiki loses). */
function randomBoards(rng: Random, count: number, lo: number, hi: number): Board[] {
  return Array.from({ length: count }, (): Board => {
    const n = rng.int(lo, hi);
    const m = rng.int(lo, hi);
    return rng.next() < 0.25 ? [toOdd(n, lo, hi), toOdd(m, lo, hi)] : [n, m];
  });
}

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  const tests: GeneratedInput[] = [];

  // Small and exhaustive: every board with both sides at most 40, each searched by the brute force.
  for (const [lo, hi] of [[1, 20], [21, 40]] as const) {
    const boards: Board[] = [];
    for (let n = 1; n <= 40; n++) for (let m = 1; m <= 40; m++) if (Math.max(n, m) >= lo && Math.max(n, m) <= hi) boards.push([n, m]);
    tests.push({ group: "small", name: `every board whose larger side is in ${lo}..${hi}`, input: file(boards) });
  }
  tests.push({ group: "small", name: "30 random boards with sides up to 120", input: file(randomBoards(rng, 30, 1, 120)) });

  tests.push({ group: "random", name: "2000 boards with sides up to 100", input: file(randomBoards(rng, 2000, 1, 100)) });
  tests.push({ group: "random", name: "300 boards with sides up to 300", input: file(randomBoards(rng, 300, 1, 300)) });
  tests.push({ group: "random", name: "10 boards with sides up to 2000", input: file(randomBoards(rng, 10, 1, MAX)) });

  tests.push({ group: "edge", name: "1 x 1 (kiki cannot move), 1 x 2, 2 x 1, 2 x 2", input: file([[1, 1], [1, 2], [2, 1], [2, 2]]) });
  tests.push({ group: "edge", name: "a single row or a single column", input: file([[1, MAX], [MAX, 1], [1, MAX - 1], [MAX - 1, 1], [1, 3], [3, 1]]) });
  tests.push({ group: "edge", name: "the largest boards", input: file([[MAX, MAX], [MAX - 1, MAX - 1], [MAX, MAX - 1], [MAX - 1, MAX]]) });
  tests.push({ group: "edge", name: "no newline after the terminating line", input: "6 6\n5 5\n0 0" });

  const big: Board[] = [[MAX, MAX], [MAX - 1, MAX - 1], [1, 1], ...randomBoards(rng, MAX_CASES - 3, 1500, MAX)];
  tests.push({ group: "maximal", name: "10^5 boards with sides between 1500 and 2000", input: file(big) });
  tests.push({ group: "maximal", name: "10^5 boards with sides up to 2000", input: file(randomBoards(rng, MAX_CASES, 1, MAX)) });
  return tests;
};

/** Small random boards the brute force answers at once: 300 boards with sides up to 30. */
export const stress: StressGenerator = (rng) => file(randomBoards(rng, 300, 1, 30));

export default generate;
