import { seededRandom, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

const MAX_CASES = 150;
const MAX_PILES = 50;
const MAX_PILE = 100_000;

type Piles = readonly number[];

const file = (cases: readonly Piles[]) => `${cases.length}\n` + cases.map((p) => `${p.length}\n${p.join(" ")}\n`).join("");

/** Splits a long list of cases into files of at most 150 cases (the bound on T). */
function files(group: GeneratedInput["group"], name: string, cases: readonly Piles[]): GeneratedInput[] {
  const out: GeneratedInput[] = [];
  for (let i = 0; i < cases.length; i += MAX_CASES) {
    const part = cases.slice(i, i + MAX_CASES);
    const suffix = cases.length > MAX_CASES ? ` (part ${i / MAX_CASES + 1})` : "";
    out.push({ group, name: name + suffix, input: file(part) });
  }
  return out;
}

/** Every ascending tuple of `count` piles of 1..max stones (what the brute force searches). */
function sortedPiles(count: number, max: number, min = 1): number[][] {
  if (count === 0) return [[]];
  const out: number[][] = [];
  for (let a = min; a <= max; a++) for (const rest of sortedPiles(count - 1, max, a)) out.push([a, ...rest]);
  return out;
}

const randomPiles = (rng: Random, count: number, max: number) => Array.from({ length: count }, () => rng.int(1, max));

/** A pile with many 1-bits (at most 100000): 2^b − 1 or 2^16 + 2^b − 1 with a bit cleared. */
function manyOnes(rng: Random): number {
  const b = rng.int(1, 15);
  const v = rng.next() < 0.5 ? (1 << (b + 1)) - 1 : (1 << 16) + (1 << b) - 1;
  return Math.min(v & ~(1 << rng.int(0, b)), MAX_PILE) || 1;
}

/** Piles whose two highest bits are set, so k = n / 2 gives (2k) xor n = 0 (the magic our statement forbids). */
const HALVABLE = [6, 12, 14, 24, 28, 30, 48, 96, 98_304];

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  const tests: GeneratedInput[] = [];

  tests.push(...files("small", "every single pile 1..16", sortedPiles(1, 16)));
  tests.push(...files("small", "every sorted pair of piles 1..8", sortedPiles(2, 8)));
  tests.push(...files("small", "every sorted triple of piles 1..5", sortedPiles(3, 5)));
  const ordered: number[][] = [];
  for (let a = 1; a <= 8; a++) for (let b = 1; b <= 8; b++) ordered.push([a, b]);
  tests.push(...files("small", "every ordered pair of piles 1..8", ordered));
  tests.push(...files("small", "150 random positions of 4 piles up to 4", Array.from({ length: 150 }, () => randomPiles(rng, 4, 4))));

  tests.push(...files("random", "150 random positions of 1..50 piles up to 100000", Array.from({ length: MAX_CASES }, () => randomPiles(rng, rng.int(1, MAX_PILES), MAX_PILE))));
  tests.push(...files("random", "150 random positions of 1..5 piles up to 1000", Array.from({ length: MAX_CASES }, () => randomPiles(rng, rng.int(1, 5), 1000))));
  tests.push(...files("random", "150 positions of 1..10 piles with many 1-bits", Array.from({ length: MAX_CASES }, () => Array.from({ length: rng.int(1, 10) }, () => manyOnes(rng)))));

  tests.push({ group: "edge", name: "one pile of one stone", input: file([[1]]) });
  const powers = Array.from({ length: 17 }, (_, i) => 1 << i);
  tests.push({ group: "edge", name: "powers of two only: no move at all", input: file([powers, [1, 1, 1], [65_536], [2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16_384, 32_768, 65_536]]) });
  const halvableCases: number[][] = [[14], [3, 6], [5, 6], [6, 9], [6, 10], [1, 3, 6], [6, 6], [12, 12], [3, 12], [28], [30], [3, 24]];
  for (const h of HALVABLE) halvableCases.push([h], [h, 3], [h, h, 7]);
  tests.push({ group: "edge", name: "piles a magic could empty (the literal reading's counterexamples)", input: file(halvableCases) });
  tests.push({ group: "edge", name: "the largest piles: 100000, 99999, 65535, 98303", input: file([[MAX_PILE], [99_999], [65_535], [98_303], [MAX_PILE, 99_999, 65_535, 98_303], Array(MAX_PILES).fill(MAX_PILE), Array(MAX_PILES).fill(65_535)]) });
  tests.push({ group: "edge", name: "no newline at the end", input: file([[7], [1, 2, 3]]).slice(0, -1) });

  tests.push(...files("maximal", "150 cases of 50 random piles up to 100000", Array.from({ length: MAX_CASES }, () => randomPiles(rng, MAX_PILES, MAX_PILE))));
  tests.push(...files("maximal", "150 cases of 50 piles 90000..100000, the first 100000", Array.from({ length: MAX_CASES }, () => [MAX_PILE, ...Array.from({ length: MAX_PILES - 1 }, () => rng.int(90_000, MAX_PILE))])));
  return tests;
};

/** Small random inputs for the brute force: 30 positions of 1..3 piles up to 8. */
export const stress: StressGenerator = (rng) => file(Array.from({ length: 30 }, () => randomPiles(rng, rng.int(1, 3), 8)));

export default generate;
