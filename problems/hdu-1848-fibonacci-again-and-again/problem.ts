import type { ProblemDefinition } from "../../lib/problem-package/metadata";

const problem: ProblemDefinition = {
  slug: "hdu-1848-fibonacci-again-and-again",
  title: "Fibonacci again and again",
  titleZh: "Fibonacci again and again（斐波那契取石子）",
  source: { judge: "HDU", id: "1848", title: "Fibonacci again and again" },
  // HDU's limits for this problem were not found; these are HDU 1846's (same contest style).
  // Node starts at about 40 MiB, so the original 32 MiB would not even hold the runtime.
  limits: { timeMs: 1000, memoryMb: 256 },
  originalLimits: { timeMs: 1000, memoryMb: 32 },
  tags: ["sprague-grundy", "subtraction-game", "nim-sum", "mex"],
  difficulty: "easy",
  concept: "sums",
  checker: "tokens",
  game: "fibonacci-subtraction",
  testPlan: { seed: 1848, groups: ["samples", "small", "random", "edge", "maximal"], stressRounds: 5 },
};

export default problem;
