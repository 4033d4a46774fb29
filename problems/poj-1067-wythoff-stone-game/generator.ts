import { seededRandom, wythoffA, wythoffPair, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

const MAX = 1_000_000_000;
const MAX_LINES = 100_000;
/** The largest difference k whose P-position (a_k, a_k + k) still has b <= 10^9. */
const MAX_K = (() => {
  let lo = 0;
  let hi = MAX;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (Number(wythoffPair(BigInt(mid))[1]) <= MAX) lo = mid;
    else hi = mid - 1;
  }
  return lo;
})();

type Pos = [number, number];
const file = (cases: readonly Pos[]) => cases.map(([a, b]) => `${a} ${b}`).join("\n") + "\n";
const pair = (k: number): Pos => wythoffPair(BigInt(k)).map(Number) as Pos;
const swapMaybe = (rng: Random, [a, b]: Pos): Pos => (rng.next() < 0.5 ? [a, b] : [b, a]);

/** The answer (1 = first player wins) the textbook double-precision formula gives. */
function floatAnswer([x, y]: Pos): number {
  const [a, b] = x <= y ? [x, y] : [y, x];
  return Math.floor(((b - a) * (1 + Math.sqrt(5))) / 2) === a ? 0 : 1;
}
/** The exact answer. */
function exactAnswer([x, y]: Pos): number {
  const [a, b] = x <= y ? [x, y] : [y, x];
  return Number(wythoffA(BigInt(b - a))) === a ? 0 : 1;
}
/** True where double precision gets the answer wrong: kept out of every test but one. */
const floatTrap = (p: Pos) => floatAnswer(p) !== exactAnswer(p);

/**
 * A mix of P-positions with difference at most maxK, their near misses (one heap or both heaps
 * off by one, which are N-positions) and uniform pairs up to maxV; no float traps.
 */
function mixed(rng: Random, count: number, maxK: number, maxV: number): Pos[] {
  const out: Pos[] = [];
  while (out.length < count) {
    const r = rng.next();
    let p: Pos;
    if (r < 0.45) {
      p = pair(rng.int(0, maxK));
    } else if (r < 0.75) {
      const [a, b] = pair(rng.int(1, maxK));
      const [da, db] = rng.pick([[1, 0], [0, 1], [1, 1], [-1, 0], [0, -1], [-1, -1], [2, 1], [1, 2]] as const);
      p = [a + da, b + db];
    } else {
      const a = rng.int(0, maxV);
      p = [a, Math.min(maxV, a + rng.int(0, Math.min(maxV, 2 * maxK)))];
    }
    if (p[0] < 0 || p[1] < 0 || p[0] > MAX || p[1] > MAX || floatTrap(p)) continue;
    out.push(swapMaybe(rng, p));
  }
  return out;
}

/** Every k <= 10^9 / phi^2 where the double formula errs, as the 56 wrong inputs (both orders). */
function allFloatTraps(): Pos[] {
  // The errors appear only where k phi is within about 1e-8 of an integer. A scan of every
  // k <= 10^9 (frac(k phi) near 0 or 1 in doubles, then an exact check) finds 95 such k, all of
  // them with the double one too high; these 14 have their P-position inside the limits.
  const ks = [
    102334155, 141422324, 180510493, 204668310, 219598662, 243756479, 267914296,
    282844648, 307002465, 321932817, 336863169, 346090634, 361020986, 370248451,
  ];
  const out: Pos[] = [];
  for (const k of ks) {
    const [a, b] = pair(k);
    for (const p of [[a, b], [a + 1, b + 1]] as Pos[]) {
      if (p[1] > MAX) continue;
      if (!floatTrap(p)) throw new Error(`generator: ${p.join(" ")} is no float trap`);
      out.push(p, [p[1], p[0]]);
    }
  }
  return out;
}

function shuffle<T>(rng: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  const tests: GeneratedInput[] = [];

  // Small and exhaustive: every position the brute force searches in a moment.
  const ordered: Pos[] = [];
  for (let a = 0; a <= 40; a++) for (let b = 0; b <= 40; b++) ordered.push([a, b]);
  tests.push({ group: "small", name: "all ordered pairs with heaps of at most 40", input: file(ordered) });
  const sorted: Pos[] = [];
  for (let b = 41; b <= 110; b++) for (let a = 0; a <= b; a++) sorted.push([a, b]);
  tests.push({ group: "small", name: "all pairs a <= b with 41 <= b <= 110", input: file(sorted) });

  tests.push({ group: "random", name: "3000 cases, heaps up to 1000", input: file(mixed(rng, 3000, 380, 1000)) });
  tests.push({ group: "random", name: "3000 cases, differences up to 3000", input: file(mixed(rng, 3000, 3000, 8000)) });
  tests.push({ group: "random", name: "500 cases, differences up to 10^5", input: file(mixed(rng, 500, 100_000, 262_000)) });
  // Near the top of the range with small differences: large values, cheap for every method.
  const high: Pos[] = [];
  while (high.length < 3000) {
    const a = rng.int(MAX - 2_000_000, MAX);
    const p: Pos = [a, Math.min(MAX, a + rng.int(0, 1000))];
    high.push(swapMaybe(rng, p));
  }
  tests.push({ group: "random", name: "3000 cases near 10^9 with differences up to 1000", input: file(high) });

  tests.push({ group: "edge", name: "empty heaps and the first P-positions", input: file([[0, 0], [0, 1], [1, 0], [1, 1], [1, 2], [2, 1], [2, 2], [0, 2], [3, 5], [5, 3], [2, 4], [4, 2]]) });
  tests.push({
    group: "edge",
    name: "equal heaps and difference one at 10^9",
    input: file([[MAX, MAX], [MAX - 1, MAX], [MAX, MAX - 1], [MAX - 2, MAX], [0, 0], [123456789, 123456789]]),
  });
  // Consecutive Fibonacci numbers (F_2n, F_2n+1) are P-positions; F_2n+1, F_2n+2 are not.
  const fib: Pos[] = [];
  for (let x = 1, y = 2; y <= 400_000; [x, y] = [y, x + y]) fib.push([x, y], [y, x]);
  tests.push({ group: "edge", name: "consecutive Fibonacci numbers", input: file(fib) });
  tests.push({ group: "edge", name: "no newline after the last case", input: "4 7\n7 4\n6 10\n10 7" });

  const extremes: Pos[] = [[0, MAX], [MAX, 0], [1, MAX], pair(MAX_K), [MAX, MAX], [0, 0]];
  tests.push({
    group: "maximal",
    name: "10^5 cases up to 10^9, the largest P-position, (0, 10^9); no float traps",
    input: file(shuffle(rng, [...extremes, ...mixed(rng, MAX_LINES - extremes.length, MAX_K, MAX)])),
  });
  const traps = allFloatTraps();
  tests.push({
    group: "maximal",
    name: "10^5 cases up to 10^9 with all 56 inputs where double-precision phi errs",
    input: file(shuffle(rng, [...traps, ...mixed(rng, MAX_LINES - traps.length, MAX_K, MAX)])),
  });
  return tests;
};

/** Small random positions the brute force answers at once: heaps of at most 100, many P. */
export const stress: StressGenerator = (rng) => file(mixed(rng, 400, 38, 100).filter(([a, b]) => a <= 100 && b <= 100));

export default generate;
