import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "poj-2484-a-funny-game",
  title: "A Funny Game",
  titleZh: "A Funny Game（圆圈取硬币）",
  source: { judge: "POJ", id: "2484", title: "A Funny Game" },
  // Node starts at about 40 MiB, so the original 64 MiB would leave a JavaScript program little room.
  limits: { timeMs: 1000, memoryMb: 256 },
  originalLimits: { timeMs: 1000, memoryMb: 64 },
  tags: ["symmetry-strategy", "p-positions", "kayles"],
  difficulty: "easy",
  concept: "pn-positions",
  checker: "tokens",
  // No game for the learning tools: no board draws a circle of coins that opens into rows
  // (lib/game/games/coin-circle.ts); the editorial's coin-circle widget searches it instead.
  testPlan: { seed: 2484, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
