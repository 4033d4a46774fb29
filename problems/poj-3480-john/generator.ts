import { seededRandom, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

const MAX_T = 474;
const MAX_N = 47;
const MAX_A = 4747;

/** A whole input: T, then each test's N and its counts. */
const file = (tests: readonly (readonly number[])[]) => [String(tests.length), ...tests.flatMap((a) => [String(a.length), a.join(" ")])].join("\n") + "\n";

/** Every sorted tuple of `m` counts in 1..max. */
function allPositions(m: number, max: number): number[][] {
  const out: number[][] = [];
  const rec = (prefix: number[], min: number) => {
    if (prefix.length === m) return void out.push(prefix);
    for (let a = min; a <= max; a++) rec([...prefix, a], a);
  };
  rec([], 1);
  return out;
}

/** Cuts a list of tests into files of at most T = 474. */
function chunks<T>(items: readonly T[], size = MAX_T): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const ones = (n: number) => Array<number>(n).fill(1);

function shuffled(rng: Random, a: number[]): number[] {
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** Random counts in 1..max. */
const randomPiles = (rng: Random, n: number, max: number) => Array.from({ length: n }, () => rng.int(1, max));

/** A position with xor 0 and some pile above 1 (a loss for John), if the last pile can cancel. */
function zeroXor(rng: Random, n: number, max: number): number[] {
  for (;;) {
    const piles = randomPiles(rng, n - 1, max);
    const last = piles.reduce((x, a) => x ^ a, 0);
    if (last >= 2 && last <= max) return shuffled(rng, [...piles, last]);
  }
}

/** Mostly ones, with `big` piles above one: where the misère rule and Nim's part ways. */
function nearlyOnes(rng: Random, n: number, big: number, max: number): number[] {
  return shuffled(rng, [...ones(n - big), ...Array.from({ length: big }, () => rng.int(2, max))]);
}

/** A mix: a third nearly all ones, a third xor 0, a third random. */
function mixed(rng: Random, count: number, maxN: number, max: number): number[][] {
  return Array.from({ length: count }, () => {
    const n = rng.int(1, maxN);
    const kind = rng.int(0, 2);
    if (kind === 0) return nearlyOnes(rng, n, rng.int(0, Math.min(2, n)), max);
    if (kind === 1 && n >= 2) return zeroXor(rng, n, max);
    return randomPiles(rng, n, max);
  });
}

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  const tests: GeneratedInput[] = [];

  // Small and exhaustive: every position the brute force searches at once.
  for (const [m, max] of [[1, 40], [2, 25], [3, 14], [4, 9], [5, 6]] as const) {
    const parts = chunks(allPositions(m, max));
    parts.forEach((part, k) => {
      const which = parts.length > 1 ? ` (part ${k + 1} of ${parts.length})` : "";
      tests.push({ group: "small", name: `all positions of ${m} colours of at most ${max}${which}`, input: file(part) });
    });
  }
  const onesAndFew: number[][] = [];
  for (let n = 1; n <= MAX_N; n++) onesAndFew.push(ones(n));
  for (let k = 0; k <= 12; k++) for (let b = 2; b <= 12; b++) onesAndFew.push([...ones(k), b]);
  for (let k = 0; k <= 6; k++) for (let b = 2; b <= 8; b++) for (let c = b; c <= 8; c++) onesAndFew.push([...ones(k), b, c]);
  for (const part of chunks(onesAndFew)) tests.push({ group: "small", name: "all ones (1 to 47 colours), and ones beside one or two larger counts", input: file(part) });

  tests.push({ group: "random", name: "474 mixed tests, counts up to 10", input: file(mixed(rng, MAX_T, MAX_N, 10)) });
  tests.push({ group: "random", name: "474 mixed tests, counts up to 4747", input: file(mixed(rng, MAX_T, MAX_N, MAX_A)) });
  tests.push({ group: "random", name: "474 tests nearly all ones", input: file(Array.from({ length: MAX_T }, () => { const n = rng.int(1, MAX_N); return nearlyOnes(rng, n, rng.int(0, Math.min(1, n)), MAX_A); })) });

  tests.push({ group: "edge", name: "one colour: 1 loses, 2 and 4747 win", input: file([[1], [2], [MAX_A]]) });
  tests.push({
    group: "edge",
    name: "all ones, odd and even, and one larger count beside them",
    input: file([ones(47), ones(46), ones(2), ones(3), [...ones(46), 2], [...ones(45), 2], [...ones(46), MAX_A], [1, 1, 2, 2], [2, 2], [1, 2, 3], [1, 1, 1, 2, 3]]),
  });
  tests.push({ group: "edge", name: "the largest counts: xor 0 and not", input: file([Array(MAX_N).fill(MAX_A), Array(MAX_N - 1).fill(MAX_A), [MAX_A, MAX_A - 1], [MAX_A, MAX_A]]) });
  tests.push({ group: "edge", name: "no newline after the last test", input: file([[3, 5, 1], [1]]).slice(0, -1) });

  const maximal = Array.from({ length: MAX_T }, () => (rng.next() < 0.5 ? zeroXor(rng, MAX_N, MAX_A) : randomPiles(rng, MAX_N, MAX_A)));
  tests.push({ group: "maximal", name: "474 tests of 47 colours up to 4747, half of them xor 0", input: file(maximal) });
  return tests;
};

/** Small random inputs the brute force answers at once: up to 4 colours of at most 7, or ones beside two small counts. */
export const stress: StressGenerator = (rng) =>
  file(
    Array.from({ length: 200 }, () => {
      if (rng.next() < 0.3) return nearlyOnes(rng, rng.int(1, 12), rng.int(0, 2) === 0 ? 0 : 1, 7);
      return randomPiles(rng, rng.int(1, 4), 7);
    }),
  );

export default generate;
