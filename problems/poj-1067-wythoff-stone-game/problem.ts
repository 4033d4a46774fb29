import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "poj-1067-wythoff-stone-game",
  title: "Wythoff's Stone Game",
  titleZh: "取石子游戏",
  source: { judge: "POJ", id: "1067", title: "取石子游戏" },
  // The original 10000 KB would not even start Node (about 40 MiB at rest).
  // 2 s rather than 1 s: the package check asks a limit of 3x the slowest accepted test, and
  // a program's CPU time doubles when the machine's other core is busy (the suite runs two lanes);
  // the reference took 170 ms on a loaded machine, 5.9x a 1 s limit.
  limits: { timeMs: 2000, memoryMb: 256 },
  originalLimits: { timeMs: 1000, memoryMb: 10 },
  tags: ["wythoff", "golden-ratio", "beatty-sequences", "exact-arithmetic"],
  difficulty: "medium",
  concept: "wythoff",
  checker: "tokens",
  game: "wythoff",
  testPlan: { seed: 1067, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
