import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "hdu-1846-brave-game",
  title: "Brave Game",
  titleZh: "勇敢者的游戏",
  source: { judge: "HDU", id: "1846", title: "Brave Game" },
  // Node starts at about 40 MiB, so the original 32 MiB would not even hold the runtime.
  limits: { timeMs: 1000, memoryMb: 256 },
  originalLimits: { timeMs: 1000, memoryMb: 32 },
  tags: ["bash-game", "subtraction-game", "p-positions"],
  difficulty: "easy",
  concept: "bash-subtraction",
  checker: "tokens",
  game: "bash",
  testPlan: { seed: 1846, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
