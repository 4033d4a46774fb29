import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "hdu-2147-kikis-game",
  title: "kiki's game",
  titleZh: "kiki 的游戏",
  source: { judge: "HDU", id: "2147", title: "kiki's game" },
  // The original 10000 KB (C/C++) would not even start Node (about 40 MiB at rest).
  // 2 s rather than 1 s: the package check asks a limit of 3x the slowest accepted test, and
  // a program's CPU time doubles when the machine's other core is busy (the suite runs two lanes);
  // readline-table.ts took 214 ms on a loaded machine, 4.7x a 1 s limit.
  limits: { timeMs: 2000, memoryMb: 256 },
  originalLimits: { timeMs: 1000, memoryMb: 10 },
  tags: ["p-positions", "parity", "board-game"],
  difficulty: "easy",
  concept: "pn-positions",
  checker: "tokens",
  game: "kiki",
  testPlan: { seed: 2147, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
