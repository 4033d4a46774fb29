// "Three Kinds of Piles" (the composite game of the SG-sum lesson): each component's Grundy
// values by mex over its real moves, and the whole sum searched without any theory.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bashGame, takeOddGame, threeKindsGame } from "../../../lib/game/games";
import { grundy, outcome, type Memo, type Outcome } from "../../../lib/game/impartial";
import { takeOddGrundy, threeKindsGrundy } from "../../../lib/game/theories";

/** Every position of n piles, each 0..max (the Nim piles too: their order is part of the input). */
function* positions(n: number, max: number): Generator<number[]> {
  if (n === 0) return yield [];
  for (const rest of positions(n - 1, max)) for (let a = 0; a <= max; a++) yield [...rest, a];
}

describe("the components", () => {
  it("take-an-odd-number: g(n) = n mod 2 for n up to 60, by mex over the moves", () => {
    const memo: Memo<number> = new Map();
    for (let n = 0; n <= 60; n++) expect(grundy(takeOddGame, n, memo), `n=${n}`).toBe(takeOddGrundy(n));
    expect([...takeOddGame.moves(6)]).toEqual([5, 3, 1]);
  });

  it("Bash with m = 3: g(n) = n mod 4 for n up to 60", () => {
    const memo: Memo<number> = new Map();
    for (let n = 0; n <= 60; n++) expect(grundy(bashGame(3), n, memo)).toBe(n % 4);
  });
});

describe("the sum against brute force", () => {
  const memo: Memo<Outcome> = new Map();
  const gMemo: Memo<number> = new Map();

  it.each([[1, 30], [2, 16], [3, 8], [4, 5], [5, 3]])("every position of %i piles up to %i: P iff the xor of the values is 0", (n, max) => {
    for (const piles of positions(n, max)) {
      const truth = outcome(threeKindsGame, piles, memo);
      expect(truth, piles.join(" ")).toBe(threeKindsGrundy(piles) === 0 ? "P" : "N");
    }
  });

  it("the Grundy value of the whole sum is the xor (the Sprague-Grundy theorem), on random positions", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 4 }), (piles) => {
        expect(grundy(threeKindsGame, piles, gMemo)).toBe(threeKindsGrundy(piles));
      }),
      { numRuns: 200, seed: 4242 },
    );
  });

  it("a move touches one pile by that pile's rule, and keeps the number of piles", () => {
    const keys = (ps: Iterable<readonly number[]>) => [...ps].map((p) => p.join(",")).sort();
    expect(keys(threeKindsGame.moves([4]))).toEqual(["1", "2", "3"]);
    expect(keys(threeKindsGame.moves([0, 4]))).toEqual(["0,1", "0,3"]);
    expect(keys(threeKindsGame.moves([0, 0, 2, 1]))).toEqual(["0,0,0,1", "0,0,1,1", "0,0,0,2"].sort());
  });

  it("the proposed sample: (4) loses, (3, 1) wins, (6, 3, 3) loses", () => {
    expect([outcome(threeKindsGame, [4]), outcome(threeKindsGame, [3, 1]), outcome(threeKindsGame, [6, 3, 3])]).toEqual(["P", "N", "P"]);
  });

  it("an even pile 2 is worth 0 although it has moves", () => {
    expect(outcome(threeKindsGame, [0, 4])).toBe("P");
    expect([...threeKindsGame.moves([0, 4])].length).toBeGreaterThan(0);
  });
});
