import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "poj-2068-nim",
  title: "Nim",
  titleZh: "团队取石子（Nim）",
  source: { judge: "POJ", id: "2068", title: "Nim" },
  // Node starts at about 40 MiB, so the original 30000 KB would not even hold the runtime.
  // 2 s rather than 1 s: the package check asks a limit of 3x the slowest accepted test, and
  // a program's CPU time doubles when the machine's other core is busy (the suite runs two lanes);
  // readline-dp.ts took 254 ms on a loaded machine (ten games a file), 3.9x a 1 s limit.
  limits: { timeMs: 2000, memoryMb: 256 },
  originalLimits: { timeMs: 1000, memoryMb: 30 },
  tags: ["p-positions", "dynamic-programming", "misere", "teams"],
  difficulty: "medium",
  concept: "misere",
  checker: "tokens",
  // No `game`: the move set depends on whose turn it is (lib/game/turn-game.ts), and Play's
  // boards and sessions assume one impartial position under normal play; the editorial's
  // pn-seats widget is its live table.
  testPlan: { seed: 2068, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
