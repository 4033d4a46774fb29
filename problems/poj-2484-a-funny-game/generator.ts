import { seededRandom, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

const MAX_COINS = 1_000_000;
const MAX_CASES = 100_000;

const file = (cases: readonly number[]) => cases.map((n) => `${n}\n`).join("") + "0\n";

/** n in 1..max, with one case in four drawn from 1..4 (around the answer's only change). */
const randomN = (rng: Random, max: number) => (rng.next() < 0.25 ? rng.int(1, Math.min(4, max)) : rng.int(1, max));

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  const tests: GeneratedInput[] = [];

  // The brute force searches each of these (the rows' values up to the largest n).
  tests.push({ group: "small", name: "every n from 1 to 1500", input: file(range(1, 1500)) });
  tests.push({ group: "small", name: "every n from 1 to 40, backwards", input: file(range(1, 40).reverse()) });
  tests.push({ group: "small", name: "500 random n up to 60", input: file(Array.from({ length: 500 }, () => randomN(rng, 60))) });

  tests.push({ group: "random", name: "10000 random n up to 10^6", input: file(Array.from({ length: 10_000 }, () => randomN(rng, MAX_COINS))) });
  tests.push({ group: "random", name: "2000 random n up to 10", input: file(Array.from({ length: 2000 }, () => randomN(rng, 10))) });

  tests.push({ group: "edge", name: "one case: n = 1", input: file([1]) });
  tests.push({ group: "edge", name: "one case: n = 2", input: file([2]) });
  tests.push({ group: "edge", name: "one case: n = 3", input: file([3]) });
  tests.push({ group: "edge", name: "one case: n = 10^6", input: file([MAX_COINS]) });
  tests.push({ group: "edge", name: "n = 1..6, 10^6 - 1 and 10^6, no newline after the terminating 0", input: file([1, 2, 3, 4, 5, 6, MAX_COINS - 1, MAX_COINS]).slice(0, -1) });

  tests.push({ group: "maximal", name: "100000 random n up to 10^6", input: file(Array.from({ length: MAX_CASES }, () => randomN(rng, MAX_COINS))) });
  tests.push({ group: "maximal", name: "100000 cases of n near 10^6", input: file(Array.from({ length: MAX_CASES }, () => rng.int(MAX_COINS - 1000, MAX_COINS))) });
  return tests;
};

/** Small random inputs for the brute force: 200 cases with n up to 300. */
export const stress: StressGenerator = (rng) => file(Array.from({ length: 200 }, () => randomN(rng, 300)));

export default generate;
