import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "poj-2975-nim",
  title: "Nim",
  titleZh: "Nim（数必胜的走法）",
  source: { judge: "POJ", id: "2975", title: "Nim" },
  // POJ's limits for this problem were not found; 1000 ms / 64 MB is a proposal. Node starts at
  // about 40 MiB, so 64 MiB would leave a JavaScript program little room.
  limits: { timeMs: 1000, memoryMb: 256 },
  originalLimits: { timeMs: 1000, memoryMb: 64 },
  tags: ["nim", "bouton", "xor", "winning-moves"],
  difficulty: "easy",
  concept: "nim",
  checker: "tokens",
  game: "nim",
  testPlan: { seed: 2975, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
