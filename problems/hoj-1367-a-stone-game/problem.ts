import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "hoj-1367-a-stone-game",
  title: "A Stone Game",
  titleZh: "A Stone Game（斐波那契博弈）",
  // The original statement was not found: ours states the classic game (Fibonacci Nim) with the
  // input and output of HDU 2516, the usual judge version of the same game.
  source: { judge: "HOJ", id: "1367", title: "A Stone Game" },
  limits: { timeMs: 1000, memoryMb: 256 },
  tags: ["fibonacci-nim", "zeckendorf", "p-positions", "fibonacci"],
  difficulty: "medium",
  concept: "bash-subtraction",
  checker: "tokens",
  game: "fibonacci-nim",
  testPlan: { seed: 1367, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
