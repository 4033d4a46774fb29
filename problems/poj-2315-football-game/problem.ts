import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "poj-2315-football-game",
  title: "Football Game",
  titleZh: "足球游戏（Moore 的 Nim_k）",
  source: { judge: "POJ", id: "2315", title: "Football Game" },
  // POJ's limits for this problem were not found (nor its sample); these are our own.
  limits: { timeMs: 1000, memoryMb: 256 },
  tags: ["moore-nim", "nim-k", "bounded-nim", "binary"],
  difficulty: "hard",
  concept: "advanced",
  checker: "tokens",
  game: "moore-nim",
  testPlan: { seed: 2315, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
