import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "poj-2348-euclids-game",
  title: "Euclid's Game",
  titleZh: "欧几里得游戏",
  source: { judge: "POJ", id: "2348", title: "Euclid's Game" },
  // POJ's limits for this problem were not confirmed; these are the catalogue's usual ones.
  limits: { timeMs: 1000, memoryMb: 256 },
  tags: ["euclidean-algorithm", "forced-moves", "golden-ratio", "p-n-positions"],
  difficulty: "medium",
  concept: "pn-positions",
  checker: "tokens",
  game: "euclid",
  testPlan: { seed: 2348, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
