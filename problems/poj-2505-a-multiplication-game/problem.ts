import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "poj-2505-a-multiplication-game",
  title: "A Multiplication Game",
  titleZh: "乘法游戏",
  source: { judge: "POJ", id: "2505", title: "A Multiplication Game" },
  // The original's limits were not found (the same problem is UVa 847); these are the catalogue's usual ones.
  limits: { timeMs: 1000, memoryMb: 256 },
  tags: ["p-positions", "geometric-bands", "exact-arithmetic"],
  difficulty: "easy",
  concept: "pn-positions",
  checker: "tokens",
  game: "multiplication",
  testPlan: { seed: 2505, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
