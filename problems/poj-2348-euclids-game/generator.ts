import { euclidFirstPlayerWins, seededRandom, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

/** The largest number allowed: below 2^31. */
const MAX = 2 ** 31 - 1;
const MAX_CASES = 100_000;
const PHI = (1 + Math.sqrt(5)) / 2;

type Pair = [number, number];
const file = (pairs: readonly Pair[], newline = true) => pairs.map(([a, b]) => `${a} ${b}\n`).join("") + (newline ? "0 0\n" : "0 0");
const swapMaybe = (rng: Random, [a, b]: Pair): Pair => (rng.next() < 0.5 ? [a, b] : [b, a]);
const exact = ([a, b]: Pair) => euclidFirstPlayerWins(BigInt(a), BigInt(b));

/** The two double-precision shortcuts the wrong answers take: a / b > phi, and the squares in doubles. */
function doublesErr([x, y]: Pair): boolean {
  const a = Math.max(x, y);
  const b = Math.min(x, y);
  const truth = exact([a, b]);
  return (a === b || a / b > PHI) !== truth || (a === b || (2 * a - b) ** 2 > 5 * b * b) !== truth;
}

/** Consecutive terms of x(n+1) = x(n) + x(n-1) from (s, t), larger first, while below the limit. */
function fibonacciLike(s: number, t: number): Pair[] {
  const out: Pair[] = [];
  for (let x = s, y = t; x + y <= MAX; [x, y] = [y, x + y]) out.push([x + y, y]);
  return out;
}

/**
 * Every pair near a Fibonacci-like ratio (seeds up to 40, the pair itself and one number off by
 * one) where a double-precision test errs: the ratio is within about 10^-16 of phi.
 */
function doubleTraps(): Pair[] {
  const seen = new Set<string>();
  const out: Pair[] = [];
  for (let s = 1; s <= 40; s++) {
    for (let t = 1; t <= 40; t++) {
      for (const [a, b] of fibonacciLike(s, t)) {
        for (const p of [[a, b], [a + 1, b], [a, b + 1], [a - 1, b], [a, b - 1]] as Pair[]) {
          if (p[0] < 1 || p[1] < 1 || p[0] > MAX || p[1] > MAX || !doublesErr(p) || seen.has(p.join(" "))) continue;
          seen.add(p.join(" "));
          out.push(p);
        }
      }
    }
  }
  return out;
}

/** Pairs up to maxV: near the golden ratio on either side (P and N), multiples, equal, uniform. */
function mixed(rng: Random, count: number, maxV: number): Pair[] {
  const out: Pair[] = [];
  while (out.length < count) {
    const r = rng.next();
    let p: Pair;
    if (r < 0.45) {
      const b = rng.int(1, Math.max(1, Math.floor(maxV / PHI) - 3));
      p = [Math.floor(b * PHI) + rng.int(-2, 2), b];
    } else if (r < 0.6) {
      const b = rng.int(1, Math.max(1, Math.floor(maxV / 2)));
      const a = rng.int(b, Math.min(maxV, 2 * b)); // quotient 1: a forced move first
      p = [a, b];
    } else if (r < 0.7) {
      const b = rng.int(1, Math.max(1, Math.floor(maxV / 2)));
      p = [b * rng.int(1, Math.floor(maxV / b)), b];
    } else if (r < 0.75) {
      const a = rng.int(1, maxV);
      p = [a, a];
    } else {
      p = [rng.int(1, maxV), rng.int(1, maxV)];
    }
    if (p[0] < 1 || p[1] < 1 || p[0] > maxV || p[1] > maxV) continue;
    out.push(swapMaybe(rng, p));
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

  // Small and exhaustive: every pair the brute force searches in a moment.
  const ordered: Pair[] = [];
  for (let a = 1; a <= 40; a++) for (let b = 1; b <= 40; b++) ordered.push([a, b]);
  tests.push({ group: "small", name: "all ordered pairs of numbers up to 40", input: file(ordered) });
  const sorted: Pair[] = [];
  for (let a = 41; a <= 100; a++) for (let b = 1; b <= a; b++) sorted.push(rng.next() < 0.5 ? [a, b] : [b, a]);
  tests.push({ group: "small", name: "all pairs with the larger number 41..100, in either order", input: file(sorted) });

  tests.push({ group: "random", name: "3000 games, numbers up to 1000", input: file(mixed(rng, 3000, 1000)) });
  tests.push({ group: "random", name: "3000 games, numbers up to 10^6", input: file(mixed(rng, 3000, 1_000_000)) });
  tests.push({ group: "random", name: "3000 games, numbers up to 2^31 - 1", input: file(mixed(rng, 3000, MAX)) });

  tests.push({
    group: "edge",
    name: "equal numbers, ones and the first forced chains",
    input: file([[1, 1], [1, 2], [2, 1], [2, 3], [3, 2], [3, 5], [5, 3], [5, 8], [4, 7], [7, 4], [2, 2], [MAX, MAX], [1, MAX], [MAX, 1], [MAX, MAX - 1], [MAX - 1, MAX]]),
  });
  // Consecutive Fibonacci numbers: the longest forced chains (one free choice at the very end).
  const fib = fibonacciLike(0, 1).flatMap(([a, b]): Pair[] => [[a, b], [b, a], [a + 1, b], [a, b + 1]]);
  tests.push({ group: "edge", name: "consecutive Fibonacci numbers and their neighbours, both orders", input: file(fib) });
  const traps = doubleTraps();
  tests.push({ group: "edge", name: `the ${traps.length} pairs where double-precision tests of a / b > phi err`, input: file(traps.map((p) => swapMaybe(rng, p))) });
  tests.push({ group: "edge", name: "no newline after the terminating 0 0", input: file([[34, 12], [15, 24], [5, 3]], false) });

  tests.push({
    group: "maximal",
    name: "10^5 games up to 2^31 - 1, with the double-precision traps",
    input: file(shuffle(rng, [...traps, ...mixed(rng, MAX_CASES - traps.length, MAX)])),
  });
  // Long Euclid walks for every game; and a quotient of two billion for a search over every state.
  const chains = [...Array(40).keys()].flatMap((s) => fibonacciLike(s + 1, s + 2));
  const long: Pair[] = [[MAX, 1], [MAX - 1, 2], [MAX, 3]];
  while (long.length < MAX_CASES) long.push(swapMaybe(rng, rng.pick(chains)));
  tests.push({ group: "maximal", name: "10^5 games on Fibonacci-like chains near 2^31, and (2^31 - 1, 1)", input: file(shuffle(rng, long)) });
  return tests;
};

/** Small random games the brute force answers at once: numbers up to 100. */
export const stress: StressGenerator = (rng) => file(mixed(rng, 300, 100));

export default generate;
