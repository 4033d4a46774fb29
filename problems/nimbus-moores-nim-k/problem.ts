import type { ProblemDefinition } from "../../lib/problem-package/metadata";

// Our own problem (no original judge): Moore's Nim_k in its clean form, without POJ 2315's cap
// on each pile's take, with piles up to 10^18.
const problem: ProblemDefinition = {
  slug: "nimbus-moores-nim-k",
  title: "Moore's Nim",
  titleZh: "Moore 的 Nim_k",
  source: { judge: "Nimbus", id: "NIM-K", title: "Moore's Nim (our own problem)" },
  limits: { timeMs: 1000, memoryMb: 256 },
  tags: ["moore-nim", "nim-k", "binary", "bigint"],
  difficulty: "medium",
  concept: "advanced",
  checker: "tokens",
  game: "moore-nim",
  testPlan: { seed: 1910, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
