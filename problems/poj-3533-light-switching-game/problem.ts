import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "poj-3533-light-switching-game",
  title: "Light Switching Game",
  titleZh: "开关灯游戏",
  source: { judge: "POJ", id: "3533", title: "Light Switching Game" },
  // The original statement, limits and sample were not found; the input and output are those of
  // solutions accepted there, the limits ours (coordinates up to 1000, as those solutions assume).
  limits: { timeMs: 1000, memoryMb: 256 },
  tags: ["sprague-grundy", "coin-turning", "nim-multiplication", "tartan-theorem", "nim-sum"],
  difficulty: "hard",
  concept: "advanced",
  checker: "tokens",
  testPlan: { seed: 3533, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
