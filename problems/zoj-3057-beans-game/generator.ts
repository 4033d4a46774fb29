import { beansTable, seededRandom, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

const MAX = 300;
const MAX_LINES = 100_000;

type Triple = [number, number, number];
const file = (cases: readonly Triple[]) => cases.map((t) => t.join(" ")).join("\n") + "\n";

/** The P-positions up to the limit, sieved once (lib/game's theory; the brute force checks it on the small tests). */
const table = beansTable(MAX);

/** Shuffles in place and returns the same array (a triple stays a triple). */
function shuffle<A extends unknown[]>(rng: Random, items: A): A {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** A P-position with all piles in lo..hi, in a random order of the piles (the P-set is symmetric). */
function pPosition(rng: Random, lo: number, hi: number): Triple {
  for (;;) {
    const a = rng.int(lo, hi);
    const b = rng.int(lo, hi);
    const c = table.partner(a, b);
    if (c >= lo && c <= hi) return shuffle(rng, [a, b, c]);
  }
}

/**
 * A mix with piles in lo..hi: P-positions (about 40%; random triples are almost all N), their
 * near misses (one pile or two piles changed by one, or all three: the three-pile move's
 * neighbours), and uniform triples.
 */
function mixed(rng: Random, count: number, lo: number, hi: number): Triple[] {
  const out: Triple[] = [];
  while (out.length < count) {
    const r = rng.next();
    let t: Triple;
    if (r < 0.4) {
      t = pPosition(rng, lo, hi);
    } else if (r < 0.7) {
      const [a, b, c] = pPosition(rng, lo, hi);
      const [da, db, dc] = rng.pick([[1, 0, 0], [0, 0, -1], [1, 1, 0], [0, -1, -1], [1, 1, 1], [-1, -1, -1], [2, 1, 0]] as const);
      t = [a + da, b + db, c + dc];
    } else {
      t = [rng.int(lo, hi), rng.int(lo, hi), rng.int(lo, hi)];
    }
    if (t.some((x) => x < lo || x > hi)) continue;
    out.push(t);
  }
  return out;
}

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  const tests: GeneratedInput[] = [];

  // Small and exhaustive: every triple the brute force searches in a moment.
  const all: Triple[] = [];
  for (let a = 0; a <= 12; a++) for (let b = 0; b <= 12; b++) for (let c = 0; c <= 12; c++) all.push([a, b, c]);
  tests.push({ group: "small", name: "all ordered triples with piles of at most 12", input: file(all) });
  const sorted: Triple[] = [];
  for (let c = 13; c <= 18; c++) for (let b = 0; b <= c; b++) for (let a = 0; a <= b; a++) sorted.push([a, b, c]);
  tests.push({ group: "small", name: "all triples a <= b <= c with 13 <= c <= 18", input: file(sorted) });

  tests.push({ group: "random", name: "3000 cases, piles up to 40", input: file(mixed(rng, 3000, 0, 40)) });
  tests.push({ group: "random", name: "3000 cases, piles up to 300", input: file(mixed(rng, 3000, 0, MAX)) });
  tests.push({ group: "random", name: "3000 cases with one empty pile (Wythoff pairs and their neighbours)", input: file(mixed(rng, 3000, 0, MAX).map(([a, b]) => shuffle(rng, [0, a, b]))) });

  const equal: Triple[] = [];
  for (const k of [0, 1, 2, 3, 7, 100, 299, 300]) equal.push([k, k, k], [k, k, 0], [0, k, k], [k, 0, k]);
  tests.push({ group: "edge", name: "three equal piles (P: no three-pile move) and two equal piles beside an empty one", input: file(equal) });
  tests.push({
    group: "edge",
    name: "the smallest P-positions in every order, and the limits",
    input: file([
      [0, 1, 2], [2, 1, 0], [0, 3, 5], [1, 3, 4], [4, 1, 3], [1, 5, 8], [2, 3, 6], [2, 4, 8], [2, 5, 7], [7, 5, 2], [3, 7, 9],
      [300, 300, 300], [300, 0, 0], [0, 300, 299], [300, 300, 299], [300, 299, 298],
    ]),
  });
  tests.push({ group: "edge", name: "no newline after the last case", input: "1 1 1\n1 3 4\n3 4 5" });

  const top: Triple[] = [[MAX, MAX, MAX], [MAX, MAX, 0], [0, 0, 0], pPosition(rng, 280, MAX)];
  tests.push({
    group: "maximal",
    name: "10^5 cases with every pile in 250..300",
    input: file(shuffle(rng, [...top, ...mixed(rng, MAX_LINES - top.length, 250, MAX)])),
  });
  tests.push({ group: "maximal", name: "10^5 cases with piles up to 300", input: file(mixed(rng, MAX_LINES, 0, MAX)) });
  return tests;
};

/** Small random triples the brute force answers at once: piles of at most 14, many P. */
export const stress: StressGenerator = (rng) => file(mixed(rng, 300, 0, 14));

export default generate;
