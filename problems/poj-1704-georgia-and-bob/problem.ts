import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "poj-1704-georgia-and-bob",
  title: "Georgia and Bob",
  titleZh: "Georgia 与 Bob",
  source: { judge: "POJ", id: "1704", title: "Georgia and Bob" },
  // Node starts at about 40 MiB, so the original 10000 KB (about 9.8 MiB, recorded as 10 MiB
  // because the field is whole MiB) would not even let a JavaScript program start.
  limits: { timeMs: 1000, memoryMb: 256 },
  originalLimits: { timeMs: 1000, memoryMb: 10 },
  tags: ["staircase nim", "nim", "xor", "pairing"],
  difficulty: "medium",
  concept: "staircase",
  checker: "tokens",
  game: "georgia-bob",
  testPlan: { seed: 1704, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
