import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "hdu-5724-chess",
  title: "Chess",
  titleZh: "棋盘游戏（Chess）",
  source: { judge: "HDU", id: "5724", title: "Chess" },
  // HDU's limits as recalled (1000 ms, 128 MiB for C/C++; not confirmed from a source). Ours are
  // CPU time: one 2^20 table for the whole input takes about 0.2-0.45 s of CPU in Node (start-up
  // included) on the largest input, while rebuilding it for each of 100 test cases takes about
  // 0.5 s per table, some 50 s: 3 s separates the two by a wide margin either way (3 s, not 2 s:
  // stream-events.ts took 524 ms on a loaded machine, 3.8x a 2 s limit, too near the check's 3x).
  limits: { timeMs: 3000, memoryMb: 256 },
  originalLimits: { timeMs: 1000, memoryMb: 128 },
  tags: ["sprague-grundy", "bitmask", "nim-sum", "mex"],
  difficulty: "medium",
  concept: "sums",
  checker: "tokens",
  game: "chess-row",
  testPlan: { seed: 5724, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
