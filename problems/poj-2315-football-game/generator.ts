import { seededRandom, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

const MAX_TESTS = 1000;
const MAX_N = 30;
const MAX_LENGTH = 99_999_999; // L and every S[i]
const MAX_R = 9_999;
const SAFE = 1e-6;

/** One test: M, L, R and the distances. */
interface Test {
  m: number;
  l: number;
  r: number;
  s: number[];
}

const file = (tests: readonly Test[]) => tests.map((t) => `${t.s.length} ${t.m} ${t.l} ${t.r}\n${t.s.join(" ")}`).join("\n") + "\n";

function chunks<T>(items: readonly T[], size = MAX_TESTS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const turns = (length: number, r: number) => length / (2 * Math.PI * r);
const safe = (x: number) => x - Math.floor(x) >= SAFE && Math.ceil(x) - x >= SAFE;

/** An integer length of `whole` full turns and a safe fraction more (whole + f circumferences). */
function lengthOf(rng: Random, whole: number, r: number): number {
  for (;;) {
    const length = Math.floor((whole + 0.02 + 0.96 * rng.next()) * 2 * Math.PI * r);
    const x = turns(length, r);
    if (length >= 1 && length <= MAX_LENGTH && Math.floor(x) === whole && safe(x)) return length;
  }
}

/** The most turns a ball or a kick can have with radius r. */
const maxTurns = (r: number) => Math.floor(turns(MAX_LENGTH, r)) - 1;

/** A test with these units per ball (a ball of u units lies between u-1 and u turns away) and kick reach. */
function build(rng: Random, units: readonly number[], m: number, reach: number, r: number): Test {
  return { m, l: lengthOf(rng, reach, r), r, s: units.map((u) => lengthOf(rng, u - 1, r)) };
}

/** Every sorted tuple of `count` units in 1..max. */
function allUnits(count: number, max: number): number[][] {
  const out: number[][] = [];
  const rec = (prefix: number[], min: number) => {
    if (prefix.length === count) return void out.push(prefix);
    for (let a = min; a <= max; a++) rec([...prefix, a], a);
  };
  rec([], 1);
  return out;
}

function shuffled(rng: Random, a: number[]): number[] {
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/**
 * n units in 1..reach whose bit columns each hold a multiple of m+1 ones (a loss for the
 * player to move), or random units when n <= m (then only an empty field loses).
 */
function balancedUnits(rng: Random, n: number, m: number, reach: number): number[] {
  const bits = Math.floor(Math.log2(reach + 1));
  if (n <= m || bits === 0) return Array.from({ length: n }, () => rng.int(1, reach));
  // A column's count must be a multiple of m+1, so with few bits some piles may stay empty:
  // after a few tries give up and return random units.
  for (let attempt = 0; attempt < 50; attempt++) {
    const units = Array<number>(n).fill(0);
    for (let b = 0; b < bits; b++) {
      const count = (m + 1) * rng.int(0, Math.floor(n / (m + 1)));
      for (const i of shuffled(rng, Array.from({ length: n }, (_, i) => i)).slice(0, count)) units[i]! |= 1 << b;
    }
    if (units.every((u) => u >= 1)) return units;
  }
  return Array.from({ length: n }, () => rng.int(1, reach));
}

/** M = 1: units whose residues mod reach+1 xor to 0, or random ones. */
function boundedNimUnits(rng: Random, n: number, reach: number, maxUnits: number, lose: boolean): number[] {
  const lift = (b: number) => {
    const top = Math.floor((maxUnits - b) / (reach + 1));
    const low = b === 0 ? 1 : 0;
    return b + (reach + 1) * rng.int(low, Math.max(low, top));
  };
  if (!lose || n === 1 || reach === 0) return Array.from({ length: n }, () => rng.int(1, maxUnits));
  let residues: number[];
  let x: number;
  do {
    residues = Array.from({ length: n - 1 }, () => rng.int(0, reach));
    x = residues.reduce((a, b) => a ^ b, 0);
  } while (x > reach);
  return shuffled(rng, [...residues, x].map(lift));
}

/** A random test: M = 1 (any units), or M >= 2 with every ball within one kick; half of them lost. */
function randomTest(rng: Random, maxN: number, maxUnits: number): Test {
  const r = rng.next() < 0.5 ? rng.int(1, 5) : rng.int(1, MAX_R);
  const cap = Math.min(maxUnits, maxTurns(r));
  const n = rng.int(1, maxN);
  const lose = rng.next() < 0.5;
  if (rng.next() < 0.35) {
    const reach = rng.int(1, Math.max(1, Math.min(cap, rng.next() < 0.5 ? 20 : cap)));
    return build(rng, boundedNimUnits(rng, n, reach, cap, lose), 1, reach, r);
  }
  const m = rng.int(1, Math.min(n, 4));
  const reach = rng.int(1, cap);
  const units = lose ? balancedUnits(rng, n, m, reach) : Array.from({ length: n }, () => rng.int(1, reach));
  return build(rng, units, m, reach, r);
}

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  const tests: GeneratedInput[] = [];

  // Small and exhaustive, radius 1..3: M = 1 with any units and reaches 0..4, and M >= 2 with
  // every ball within one kick.
  const oneBall: Test[] = [];
  for (let count = 1; count <= 3; count++) {
    for (const units of allUnits(count, 7)) for (let reach = 0; reach <= 4; reach++) oneBall.push(build(rng, units, 1, reach, rng.int(1, 3)));
  }
  for (const part of chunks(oneBall)) tests.push({ group: "small", name: "M = 1: every 1 to 3 balls of 1..7 turns, kicks of 0..4 turns", input: file(part) });
  const several: Test[] = [];
  for (let count = 2; count <= 4; count++) {
    for (let m = 2; m <= count; m++) {
      for (const units of allUnits(count, count === 4 ? 5 : 7)) {
        const reach = Math.max(...units) + rng.int(0, 2);
        several.push(build(rng, units, m, reach, rng.int(1, 3)));
      }
    }
  }
  for (const part of chunks(several)) tests.push({ group: "small", name: "M >= 2: every 2 to 4 balls of up to 5 or 7 turns, all within one kick", input: file(part) });

  tests.push({ group: "random", name: "1000 tests, up to 6 balls of up to 12 turns", input: file(Array.from({ length: MAX_TESTS }, () => randomTest(rng, 6, 12))) });
  tests.push({ group: "random", name: "1000 tests, up to 30 balls of up to 10^4 turns", input: file(Array.from({ length: MAX_TESTS }, () => randomTest(rng, MAX_N, 10_000))) });
  tests.push({ group: "random", name: "1000 tests, up to 30 balls at any distance", input: file(Array.from({ length: MAX_TESTS }, () => randomTest(rng, MAX_N, Infinity))) });

  const edge: Test[] = [
    build(rng, [1], 1, 0, 1), // a kick shorter than one turn: nothing moves
    build(rng, [5, 5, 5], 3, 0, 7),
    build(rng, [1], 1, 1, 1),
    build(rng, [2], 1, 1, 1), // 2 mod 2 = 0: lost
    build(rng, [3], 1, 1, 1),
    build(rng, [4, 4, 4], 3, 4, 2), // M = N: the first player kicks every ball home
    build(rng, Array<number>(MAX_N).fill(1), MAX_N, 1, 1),
    build(rng, Array<number>(MAX_N).fill(1), MAX_N - 1, 1, 1), // 30 ones, 30 = 0 mod 30
    build(rng, Array<number>(MAX_N).fill(1), 2, 1, 1), // 30 = 0 mod 3
    build(rng, [7, 7, 7], 2, 7, MAX_R), // three equal balls, M = 2
    build(rng, [7, 7], 2, 7, MAX_R),
    build(rng, [maxTurns(1), 1], 1, maxTurns(1), 1),
    { m: 1, l: MAX_LENGTH, r: 1, s: [MAX_LENGTH, 1] },
    { m: 2, l: MAX_LENGTH, r: 1, s: [MAX_LENGTH - 7, MAX_LENGTH - 7, MAX_LENGTH - 7] },
    { m: 1, l: 1, r: MAX_R, s: [MAX_LENGTH] },
  ];
  tests.push({ group: "edge", name: "kicks too short to move, M = N, thirty balls of one turn, equal balls, the largest lengths and radius", input: file(edge) });
  tests.push({ group: "edge", name: "no newline after the last test", input: file([build(rng, [3, 5, 6], 2, 6, 1), build(rng, [9], 1, 4, 2)]).slice(0, -1) });

  const maximal = Array.from({ length: MAX_TESTS }, (_, i) => {
    const r = rng.int(1, 3);
    const cap = maxTurns(r);
    if (i % 4 === 0) {
      const reach = rng.int(1, cap);
      return build(rng, boundedNimUnits(rng, MAX_N, reach, cap, i % 8 === 0), 1, reach, r);
    }
    const m = rng.int(2, 29);
    return build(rng, balancedUnits(rng, MAX_N, m, cap), m, cap, r);
  });
  tests.push({ group: "maximal", name: "1000 tests of 30 balls up to 10^8 away, most of them lost", input: file(maximal) });
  return tests;
};

/** Small random inputs the brute force answers at once: up to 4 balls of at most 6 turns. */
export const stress: StressGenerator = (rng) =>
  file(Array.from({ length: 100 }, () => randomTest(rng, 4, 6)));

export default generate;
