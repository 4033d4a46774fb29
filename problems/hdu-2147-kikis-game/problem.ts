import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "hdu-2147-kikis-game",
  title: "kiki's game",
  titleZh: "kiki 的游戏",
  source: { judge: "HDU", id: "2147", title: "kiki's game" },
  // The original 10000 KB (C/C++) would not even start Node (about 40 MiB at rest).
  limits: { timeMs: 1000, memoryMb: 256 },
  originalLimits: { timeMs: 1000, memoryMb: 10 },
  tags: ["p-positions", "parity", "board-game"],
  difficulty: "easy",
  concept: "pn-positions",
  checker: "tokens",
  game: "kiki",
  testPlan: { seed: 2147, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
