import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "poj-2348-euclids-game",
  title: "Euclid's Game",
  titleZh: "欧几里得游戏",
  source: { judge: "POJ", id: "2348", title: "Euclid's Game" },
  // POJ's limits for this problem were not confirmed; these are the catalogue's usual ones.
  // 2 s rather than 1 s: the package check asks a limit of 3x the slowest accepted test, and
  // a program's CPU time doubles when the machine's other core is busy (the suite runs two lanes);
  // the reference took 191 ms on a loaded machine, 5.2x a 1 s limit.
  limits: { timeMs: 2000, memoryMb: 256 },
  tags: ["euclidean-algorithm", "forced-moves", "golden-ratio", "p-n-positions"],
  difficulty: "medium",
  concept: "pn-positions",
  checker: "tokens",
  game: "euclid",
  testPlan: { seed: 2348, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
