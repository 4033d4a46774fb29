import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "zoj-3057-beans-game",
  title: "Beans Game",
  titleZh: "Beans Game（三堆豆子）",
  source: { judge: "ZOJ", id: "3057", title: "Beans Game" },
  // ZOJ's limits for this problem were not found (nor its statement): these are ours, and they
  // leave the sieve, computed once, far inside while recomputing it for every triple is far out.
  // 4 s: the sieve over 301^3 states is paid by every test, and the slowest accepted program took
  // 614-806 ms on a loaded machine: 3x of that is 2.4 s, and a busier machine doubles it.
  limits: { timeMs: 4000, memoryMb: 256 },
  tags: ["wythoff", "p-positions", "sieve", "precomputation"],
  difficulty: "medium",
  concept: "wythoff",
  checker: "tokens",
  game: "beans",
  testPlan: { seed: 3057, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
