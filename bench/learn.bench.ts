// How long the conjecture checker's largest check takes for each game (largest bound, largest
// parameters: the work test/unit/learn/check-work.test.ts holds within CONJECTURE_WORK_LIMIT),
// beside the work itself, so the time per move can be compared across games in one run (the
// machine is shared and noisy: compare the ratios). Run: npx tsx bench/learn.bench.ts. Prints
// figures only; nothing passes or fails on a clock. Each time is the best of three runs.
import { checkPConjecture } from "../lib/game";
import { LEARN_GAME_IDS, learnGame } from "../lib/learn";
import { checkWork, CONJECTURE_WORK_LIMIT, largestParams } from "../lib/learn/conjecture";

const fmt = (x: number) => x.toLocaleString("en-US", { maximumFractionDigits: 0 });

console.log(`conjecture checker, largest check per game (limit ${fmt(CONJECTURE_WORK_LIMIT.positions)} positions, ${fmt(CONJECTURE_WORK_LIMIT.moves)} moves)`);
let slowest = { id: "", ms: 0 };
for (const id of LEARN_GAME_IDS) {
  const game = learnGame(id)!;
  const params = largestParams(game);
  const work = checkWork(game, params);
  const rules = game.rules(params);
  let ms = Infinity;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    checkPConjecture(rules, game.positions(game.maxBound, params), (p) => game.isP(p, params), game.show);
    ms = Math.min(ms, performance.now() - started);
  }
  if (ms > slowest.ms) slowest = { id, ms };
  console.log(`  ${id.padEnd(24)} bound ${String(game.maxBound).padStart(4)} ${fmt(work.positions).padStart(8)} positions ${fmt(work.moves).padStart(10)} moves ${ms.toFixed(0).padStart(6)} ms ${((ms * 1e6) / Math.max(1, work.moves)).toFixed(0).padStart(6)} ns/move`);
}
console.log(`  slowest: ${slowest.id}, ${slowest.ms.toFixed(0)} ms`);
