// Every game's largest conjecture check (largest bound, largest parameters) stays within the
// work the checker allows: the positions it visits and the moves it follows, counted, not timed
// (`npm run bench` prints the times).
import { describe, expect, it } from "vitest";
import { LEARN_GAME_IDS, learnGame } from "../../../lib/learn";
import { checkWork, CONJECTURE_WORK_LIMIT, largestParams } from "../../../lib/learn/conjecture";

describe("the conjecture checker's largest check", () => {
  it.each(LEARN_GAME_IDS.map((id) => [id]))("%s: within the work limit at its largest bound and parameters", (id) => {
    const game = learnGame(id);
    expect(game, `a LearnGame for ${id}`).toBeDefined();
    const work = checkWork(game!, largestParams(game!));
    expect(work.positions).toBeGreaterThan(0);
    expect(work.positions).toBeLessThanOrEqual(CONJECTURE_WORK_LIMIT.positions);
    expect(work.moves).toBeLessThanOrEqual(CONJECTURE_WORK_LIMIT.moves);
  });

  it("counts positions and moves: Bash with m = 2 up to 3 stones has 4 positions and 5 moves", () => {
    const bash = learnGame("bash")!;
    // 0: none; 1: to 0; 2: to 1, 0; 3: to 2, 1.
    expect(checkWork(bash, { m: 2 }, 3)).toEqual({ positions: 4, moves: 5 });
  });

  it("takes each whole-number parameter at its maximum and each set with every allowed value", () => {
    expect(largestParams(learnGame("moore-nim")!)).toEqual({ piles: 5, k: 4 });
    expect(largestParams(learnGame("s-nim")!)).toMatchObject({ S: Array.from({ length: 20 }, (_, i) => i + 1) });
  });
});
