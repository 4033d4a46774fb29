import { seededRandom, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

const MAX_T = 1000;
const MAX_N = 100_000;
const MAX_PILE = 10n ** 18n;

/** One test: k and the piles. */
interface Test {
  k: number;
  piles: bigint[];
}

const file = (tests: readonly Test[]) => [String(tests.length), ...tests.flatMap((t) => [`${t.piles.length} ${t.k}`, t.piles.join(" ")])].join("\n") + "\n";

function chunks<T>(items: readonly T[], size = MAX_T): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Every sorted tuple of `count` piles in 0..max. */
function allPiles(count: number, max: number): number[][] {
  const out: number[][] = [];
  const rec = (prefix: number[], min: number) => {
    if (prefix.length === count) return void out.push(prefix);
    for (let a = min; a <= max; a++) rec([...prefix, a], a);
  };
  rec([], 0);
  return out;
}

/** A uniform bigint in 0..max (max < 2^60). */
function randomBig(rng: Random, max: bigint): bigint {
  for (;;) {
    const x = (BigInt(rng.int(0, 2 ** 30 - 1)) << 30n) | BigInt(rng.int(0, 2 ** 30 - 1));
    const bits = max.toString(2).length;
    const y = x & ((1n << BigInt(bits)) - 1n);
    if (y <= max) return y;
  }
}

/**
 * n piles in 0..max whose every bit column holds a multiple of k+1 ones (a loss for the player
 * to move): each column gets a random multiple of k+1 ones, in random piles; a pile that would
 * pass max has that bit left out, with the column's count kept by leaving out k more.
 */
function balanced(rng: Random, n: number, k: number, max: bigint): bigint[] {
  const piles = Array<bigint>(n).fill(0n);
  const top = max.toString(2).length;
  for (let b = top - 1; b >= 0; b--) {
    const bit = 1n << BigInt(b);
    const fits = piles.flatMap((p, i) => ((p | bit) <= max ? [i] : []));
    const count = (k + 1) * rng.int(0, Math.floor(fits.length / (k + 1)));
    for (let j = 0; j < count; j++) {
      const at = rng.int(j, fits.length - 1);
      [fits[j], fits[at]] = [fits[at]!, fits[j]!];
      piles[fits[j]!] = piles[fits[j]!]! | bit;
    }
  }
  return piles;
}

const randomPiles = (rng: Random, n: number, max: bigint) => Array.from({ length: n }, () => randomBig(rng, max));

/** A random test, half of them lost for the first player (when n > k allows it). */
function randomTest(rng: Random, maxN: number, max: bigint): Test {
  const n = rng.int(1, maxN);
  const k = rng.int(1, Math.min(n, rng.next() < 0.7 ? 4 : n));
  return { k, piles: rng.next() < 0.5 && n > k ? balanced(rng, n, k, max) : randomPiles(rng, n, max) };
}

/** A lost position with one pile nudged by 1: won, and seen as lost by anyone reading piles as doubles. */
function nudged(rng: Random, n: number, k: number): Test {
  const piles = balanced(rng, n, k, MAX_PILE - 1n);
  const i = rng.int(0, n - 1);
  piles[i] = piles[i]! + 1n;
  return { k, piles };
}

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  const tests: GeneratedInput[] = [];

  // Small and exhaustive: every position the brute force searches at once.
  const small: Test[] = [];
  const plan: [k: number, count: number, max: number][] = [
    [1, 1, 7], [1, 2, 7], [1, 3, 7],
    [2, 2, 7], [2, 3, 7], [2, 4, 5],
    [3, 3, 6], [3, 4, 5], [4, 4, 4], [4, 5, 3],
  ];
  for (const [k, count, max] of plan) for (const piles of allPiles(count, max)) small.push({ k, piles: piles.map(BigInt) });
  for (const part of chunks(small)) tests.push({ group: "small", name: "every position of 1 to 5 piles of at most 3 to 7, k = 1 to 4", input: file(part) });

  tests.push({ group: "random", name: "1000 tests, up to 8 piles of at most 100", input: file(Array.from({ length: MAX_T }, () => randomTest(rng, 8, 100n))) });
  tests.push({ group: "random", name: "1000 tests, up to 30 piles of at most 10^9", input: file(Array.from({ length: MAX_T }, () => randomTest(rng, 30, 10n ** 9n))) });
  tests.push({ group: "random", name: "1000 tests, up to 50 piles of at most 10^18", input: file(Array.from({ length: MAX_T }, () => randomTest(rng, 50, MAX_PILE))) });
  tests.push({ group: "random", name: "1000 lost positions of up to 60 piles of at most 10^18 with one pile nudged by 1", input: file(Array.from({ length: MAX_T }, () => { const n = rng.int(3, 60); return nudged(rng, n, rng.int(1, Math.min(4, n - 1))); })) });

  const x = MAX_PILE - 2n; // even, so x + 1 differs in the lowest bit only
  const edge: Test[] = [
    { k: 1, piles: [0n] },
    { k: 1, piles: [1n] },
    { k: 1, piles: [MAX_PILE] },
    { k: 3, piles: [0n, 0n, 0n, 0n] },
    { k: 3, piles: [0n, 0n, 0n] },
    { k: 3, piles: [0n, 0n, 1n] }, // k = n: take everything
    { k: 2, piles: [MAX_PILE, MAX_PILE, MAX_PILE] },
    { k: 2, piles: [MAX_PILE, MAX_PILE] },
    { k: 2, piles: [x, x, x + 1n] },
    { k: 1, piles: [x, x + 1n] },
    { k: 3, piles: [x, x, x, x + 1n] },
    { k: 2, piles: [1n, 2n, 3n, 3n] },
    { k: 2, piles: [1n, 1n] },
    { k: 4, piles: [7n, 7n, 7n, 7n, 7n] },
    { k: 4, piles: [7n, 7n, 7n, 7n, 6n] },
    { k: 1, piles: [2n ** 59n, 2n ** 59n] },
    { k: 2, piles: [2n ** 59n, 2n ** 59n, 2n ** 59n, 1n] },
  ];
  tests.push({ group: "edge", name: "empty piles, a single pile, k = n, equal piles of 10^18, piles differing in the lowest bit near 10^18", input: file(edge) });
  tests.push({ group: "edge", name: "no newline after the last test", input: file([{ k: 2, piles: [5n, 8n, 10n] }, { k: 1, piles: [3n, 3n] }]).slice(0, -1) });

  tests.push({ group: "maximal", name: "one test of 10^5 piles up to 10^18, k = 2, lost", input: file([{ k: 2, piles: balanced(rng, MAX_N, 2, MAX_PILE) }]) });
  tests.push({ group: "maximal", name: "two tests of 5 * 10^4 piles up to 10^18, k = 7 lost with a pile nudged, and k = 50000", input: file([nudged(rng, MAX_N / 2, 7), { k: MAX_N / 2, piles: randomPiles(rng, MAX_N / 2, MAX_PILE) }]) });
  tests.push({ group: "maximal", name: "1000 tests of 100 piles up to 10^18, half of them lost", input: file(Array.from({ length: MAX_T }, (_, i) => { const k = rng.int(1, 10); return i % 2 ? { k, piles: balanced(rng, 100, k, MAX_PILE) } : { k, piles: randomPiles(rng, 100, MAX_PILE) }; })) });
  return tests;
};

/** Small random inputs the brute force answers at once: up to 4 piles of at most 6. */
export const stress: StressGenerator = (rng) => file(Array.from({ length: 100 }, () => randomTest(rng, 4, 6n)));

export default generate;
