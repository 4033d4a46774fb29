import type { ProblemDefinition } from "../../lib/problem-package/metadata";

// HOJ 2645's statement was not found: this is our own statement of Wythoff's game, in the format
// of POJ 1067 (lines "a b" until end of file, 1 or 0), with piles up to 10^18 so that only exact
// integer arithmetic is accepted. The original's limits are unknown.
const problem: ProblemDefinition = {
  slug: "hoj-2645-wnim",
  title: "WNim",
  titleZh: "WNim（威佐夫博弈，大数版）",
  source: { judge: "HOJ", id: "2645", title: "WNim" },
  // 2 s rather than 1 s: the package check asks a limit of 3x the slowest accepted test, and
  // a program's CPU time doubles when the machine's other core is busy (the suite runs two lanes);
  // the reference's integer square roots took 289 ms on a loaded machine, 3.5x a 1 s limit.
  limits: { timeMs: 2000, memoryMb: 256 },
  tags: ["wythoff", "golden-ratio", "beatty-sequences", "exact-arithmetic", "bigint"],
  // After POJ 1067 on the path: the same P-positions, now exact to 10^18 (an integer square root).
  difficulty: "hard",
  concept: "wythoff",
  checker: "tokens",
  game: "wythoff",
  testPlan: { seed: 2645, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
