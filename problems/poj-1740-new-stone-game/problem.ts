import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "poj-1740-new-stone-game",
  title: "A New Stone Game",
  titleZh: "新取石子游戏",
  source: { judge: "POJ", id: "1740", title: "A New Stone Game" },
  // Node starts at about 40 MiB, so the original 30000 KB (about 29.3 MiB, recorded as 29 MiB
  // because the field is whole MiB) would not even let a JavaScript program start.
  // 2 s rather than 1 s: the package check asks a limit of 3x the slowest accepted test, and
  // a program's CPU time doubles when the machine's other core is busy (the suite runs two lanes);
  // readline-sorted-pairs.ts took 259 ms on a loaded machine, 3.9x a 1 s limit.
  limits: { timeMs: 2000, memoryMb: 256 },
  originalLimits: { timeMs: 1000, memoryMb: 29 },
  tags: ["pairing strategy", "symmetry", "p-positions"],
  difficulty: "medium",
  concept: "nim",
  checker: "tokens",
  game: "new-stone",
  testPlan: { seed: 1740, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
