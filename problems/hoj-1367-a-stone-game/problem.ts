import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "hoj-1367-a-stone-game",
  title: "A Stone Game",
  titleZh: "A Stone Game（斐波那契博弈）",
  // The original statement was not found: ours states the classic game (Fibonacci Nim) with the
  // input and output of HDU 2516, the usual judge version of the same game.
  source: { judge: "HOJ", id: "1367", title: "A Stone Game" },
  // 2 s rather than 1 s: the package check asks a limit of 3x the slowest accepted test, and
  // a program's CPU time doubles when the machine's other core is busy (the suite runs two lanes);
  // the reference took 173-220 ms on a loaded machine, 4.5-5.8x a 1 s limit.
  limits: { timeMs: 2000, memoryMb: 256 },
  tags: ["fibonacci-nim", "zeckendorf", "p-positions", "fibonacci"],
  difficulty: "medium",
  concept: "bash-subtraction",
  checker: "tokens",
  game: "fibonacci-nim",
  testPlan: { seed: 1367, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
