import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "poj-2234-matches-game",
  title: "Matches Game",
  titleZh: "取火柴游戏",
  source: { judge: "POJ", id: "2234", title: "Matches Game" },
  // Node starts at about 40 MiB, so the original 64 MiB would leave a JavaScript program little room.
  limits: { timeMs: 1000, memoryMb: 256 },
  originalLimits: { timeMs: 1000, memoryMb: 64 },
  tags: ["nim", "bouton", "xor"],
  difficulty: "easy",
  concept: "nim",
  checker: "tokens",
  game: "nim",
  testPlan: { seed: 2234, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
