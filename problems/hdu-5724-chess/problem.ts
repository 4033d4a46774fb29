import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "hdu-5724-chess",
  title: "Chess",
  titleZh: "棋盘游戏（Chess）",
  source: { judge: "HDU", id: "5724", title: "Chess" },
  // HDU gives 1000 ms and 128 MiB for C/C++. A Node program pays about 0.1 s to start and a
  // little for the 2^20 table; 2 s keeps one table for the whole input far inside the limit,
  // while rebuilding it per test case (100 test cases) needs well over 2 s.
  limits: { timeMs: 2000, memoryMb: 256 },
  originalLimits: { timeMs: 1000, memoryMb: 128 },
  tags: ["sprague-grundy", "bitmask", "nim-sum", "mex"],
  difficulty: "medium",
  checker: "tokens",
  game: "chess-row",
  testPlan: { seed: 5724, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
