import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "poj-2425-a-chess-game",
  title: "A Chess Game",
  titleZh: "棋子游戏",
  source: { judge: "POJ", id: "2425", title: "A Chess Game" },
  // POJ's own limits were not found; these are HDU 1524's (the same statement). Node starts at
  // about 40 MiB, so the original 64 MiB would leave a JavaScript program little room.
  limits: { timeMs: 1000, memoryMb: 256 },
  originalLimits: { timeMs: 1000, memoryMb: 64 },
  tags: ["sprague-grundy", "dag", "mex", "nim-sum"],
  difficulty: "medium",
  concept: "grundy",
  checker: "tokens",
  game: "dag-tokens",
  testPlan: { seed: 2425, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
