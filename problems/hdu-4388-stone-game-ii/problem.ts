import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "hdu-4388-stone-game-ii",
  title: "Stone Game II",
  titleZh: "Stone Game II（拆分石子堆）",
  source: { judge: "HDU", id: "4388", title: "Stone Game II" },
  // Node starts at about 40 MiB, so the original 32 MiB would not even hold the runtime.
  limits: { timeMs: 1000, memoryMb: 256 },
  originalLimits: { timeMs: 1000, memoryMb: 32 },
  tags: ["invariant", "parity", "popcount", "bit-manipulation"],
  difficulty: "medium",
  concept: "pn-positions",
  checker: "tokens",
  // No `game`: a position holds the piles and who still has the magic, and a move splits a pile
  // in two; the play boards draw a fixed list of piles only (see lib/game/games/stone-split.ts).
  testPlan: { seed: 4388, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
