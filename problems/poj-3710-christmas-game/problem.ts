import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "poj-3710-christmas-game",
  title: "Christmas Game",
  titleZh: "圣诞游戏",
  source: { judge: "POJ", id: "3710", title: "Christmas Game" },
  // Node starts at about 40 MiB; the original's 64 MiB leaves too little room for the runtime.
  // 2 s rather than POJ's 1 s: the reference's slowest test took 257-425 ms of CPU on a loaded
  // machine, under the 3x margin the package check asks of a 1 s limit.
  limits: { timeMs: 2000, memoryMb: 256 },
  originalLimits: { timeMs: 1000, memoryMb: 64 },
  tags: ["sprague-grundy", "green-hackenbush", "fusion-principle", "colon-principle", "nim-sum"],
  difficulty: "hard",
  concept: "advanced",
  checker: "tokens",
  // No `game`: the learning tools' boards are piles, strips and grids; a picture to cut is not one.
  testPlan: { seed: 3710, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
