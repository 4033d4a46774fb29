import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "poj-3480-john",
  title: "John",
  titleZh: "John 的糖果游戏",
  source: { judge: "POJ", id: "3480", title: "John" },
  // POJ's own limits were not found; these are the hustoj copy's (problem 1112, the same
  // statement). Node starts at about 40 MiB, so we give it more room.
  limits: { timeMs: 1000, memoryMb: 256 },
  originalLimits: { timeMs: 1000, memoryMb: 128 },
  tags: ["misere-nim", "nim-sum", "xor", "anti-nim"],
  difficulty: "medium",
  concept: "misere",
  checker: "tokens",
  game: "misere-nim",
  testPlan: { seed: 3480, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
