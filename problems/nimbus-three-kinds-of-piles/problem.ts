import type { ProblemDefinition } from "../../lib/problem-package/metadata";

// Our own problem (no original judge): the composite game of the lesson on sums of games, a sum
// of three different games, each solved by its own Grundy rule.
const problem: ProblemDefinition = {
  slug: "nimbus-three-kinds-of-piles",
  title: "Three Kinds of Piles",
  titleZh: "三种石子堆",
  source: { judge: "Nimbus", id: "SG-SUM", title: "Three Kinds of Piles (our own problem)" },
  limits: { timeMs: 1000, memoryMb: 256 },
  tags: ["sprague-grundy", "sum-of-games", "nim-sum", "bash-game", "subtraction-game"],
  difficulty: "medium",
  concept: "sums",
  checker: "tokens",
  game: "three-kinds",
  testPlan: { seed: 4301, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
