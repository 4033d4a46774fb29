// Three Kinds of Piles: each pile's Grundy value by its own rule and their xor, against brute
// force over the sum of the components' real moves; piles 1 and 2 keep their places on the board.
import { describe, expect, it } from "vitest";
import { learnGame } from "../../../lib/learn";
import { threeKinds } from "../../../lib/learn/games/three-kinds";
import { parseStart } from "../../../lib/learn/play/boards/parse-start";
import { currentStep, playStudentMove, startSession } from "../../../lib/learn/play";
import { expectPredicateArgsArePlainData, expectStartPositions, expectTheoryMatchesBruteForce } from "./learn-game-contract";
import { renderLearnText } from "./render-learn-text";

describe("learn game: three-kinds", () => {
  it("is registered", () => expect(learnGame("three-kinds")).toBe(threeKinds));

  it.each([[1, 12], [2, 10], [3, 8], [4, 5]])("theory = brute force on every position with %i piles up to %i", (piles, bound) => {
    expectTheoryMatchesBruteForce(threeKinds, { piles }, bound);
  });

  it("the sample: (4) and (6, 3, 3) lose, (3, 1) wins", () => {
    expect(threeKinds.isP([4], {})).toBe(true);
    expect(threeKinds.isP([6, 3, 3], {})).toBe(true);
    expect(threeKinds.isP([3, 1], {})).toBe(false);
  });

  it("lists pile 1 and pile 2 in every order, the Nim piles ascending", () => {
    const keys = threeKinds.positions(2, { piles: 4 }).map((p) => p.join(","));
    expect(keys).toContain("2,0,0,1");
    expect(keys).toContain("0,2,0,1");
    expect(keys).not.toContain("0,0,1,0");
    expect(keys).toHaveLength(3 * 3 * 6);
  });

  it("explains the move by the piles' values and their xor", () => {
    const move = threeKinds.winningMove([3, 1], {});
    expect(move?.to).toEqual([1, 1]);
    expect(move?.explanation).toEqual({
      code: "threeKindsWinning",
      params: { values: "g(3) = 3, g(1) = 1", terms: "3 ⊕ 1", sum: 2, pile: 1, value: 3, target: 1, take: 2, from: 3, to: 1 },
    });
    expect(renderLearnText(move!.explanation, "en")).toMatch(/^Each pile's Grundy value by its own rule/);
    expect(renderLearnText(move!.explanation, "zh")).toMatch(/^按各自的规则求每一堆的 SG 值/);
  });

  it("keeps piles 1 and 2 in place: a typed start and a move on the board", () => {
    const params = { piles: 4 };
    expect(parseStart(threeKinds, params, "5 2 7 3")).toEqual({ ok: true, position: [5, 2, 3, 7], shown: [5, 2, 7, 3] });
    // (3, 3): taking 2 from pile 1 is legal, taking 2 from pile 2 (even) is not.
    const session = startSession(threeKinds, { piles: 2 }, [3, 3], "student");
    const after = playStudentMove(threeKinds, session, [1, 3]);
    expect(currentStep(after)).toMatchObject({ position: [1, 3], shown: [1, 3] });
    expect(() => playStudentMove(threeKinds, session, [3, 1])).toThrow(/not a legal move/);
  });

  it("passes plain copies to the predicate", () => expectPredicateArgsArePlainData(threeKinds, { piles: 3 }, 4));
  it("draws playable starts, both P and N", () => expectStartPositions(threeKinds, { piles: 3 }));
});
