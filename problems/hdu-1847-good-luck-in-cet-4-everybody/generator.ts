import { seededRandom, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

const MAX_N = 1000;
const MAX_CASES = 10_000;

const file = (ns: readonly number[]) => ns.join("\n") + "\n";
const range = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);

/** A third of the cases are multiples of 3 (Cici wins), so "always Kiki" cannot pass. */
function randomN(rng: Random, max: number): number {
  return rng.next() < 1 / 3 ? 3 * rng.int(1, Math.floor(max / 3)) : rng.int(1, max);
}

function shuffled<T>(rng: Random, items: readonly T[]): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  const tests: GeneratedInput[] = [];

  // The brute force searches every n up to 1000 at once: all of them, cross-checked.
  tests.push({ group: "small", name: "every n from 1 to 30", input: file(range(1, 30)) });
  tests.push({ group: "small", name: "every n from 1 to 1000, shuffled", input: file(shuffled(rng, range(1, MAX_N))) });

  tests.push({ group: "random", name: "200 cases, n up to 100", input: file(Array.from({ length: 200 }, () => randomN(rng, 100))) });
  tests.push({ group: "random", name: "1000 cases, n up to 1000", input: file(Array.from({ length: 1000 }, () => randomN(rng, MAX_N))) });

  tests.push({ group: "edge", name: "one case, n = 1", input: file([1]) });
  tests.push({ group: "edge", name: "one case, n = 1000", input: file([1000]) });
  tests.push({ group: "edge", name: "powers of two and their neighbours", input: file(range(0, 9).flatMap((k) => [2 ** k - 1, 2 ** k, 2 ** k + 1]).filter((n) => n >= 1 && n <= MAX_N)) });
  tests.push({ group: "edge", name: "only multiples of 3 (every answer Cici)", input: file(range(1, 333).map((r) => 3 * r)) });
  tests.push({ group: "edge", name: "largest values, no newline after the last case", input: "998\n999\n1000" });

  tests.push({ group: "maximal", name: "10^4 cases, n from 900 to 1000", input: file(Array.from({ length: MAX_CASES }, () => (rng.next() < 1 / 3 ? 3 * rng.int(300, 333) : rng.int(900, MAX_N)))) });
  tests.push({ group: "maximal", name: "every n from 1 to 1000, ten times, shuffled", input: file(shuffled(rng, range(0, MAX_CASES - 1).map((i) => (i % MAX_N) + 1))) });
  return tests;
};

/** One random input the brute force answers at once: up to 300 cases, n up to 1000. */
export const stress: StressGenerator = (rng) => file(Array.from({ length: rng.int(1, 300) }, () => randomN(rng, MAX_N)));

export default generate;
