import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "hdu-1847-good-luck-in-cet-4-everybody",
  title: "Good Luck in CET-4 Everybody!",
  titleZh: "四级考试，祝大家好运！",
  source: { judge: "HDU", id: "1847", title: "Good Luck in CET-4 Everybody!" },
  // Node starts at about 40 MiB, so the original 32 MiB would not even hold the runtime.
  limits: { timeMs: 1000, memoryMb: 256 },
  originalLimits: { timeMs: 1000, memoryMb: 32 },
  tags: ["subtraction-game", "p-positions", "powers-of-two"],
  difficulty: "easy",
  concept: "bash-subtraction",
  checker: "tokens",
  game: "powers-of-two",
  testPlan: { seed: 1847, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
