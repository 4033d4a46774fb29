// Fibonacci subtraction (HDU 1848): the learning game's theory against brute force over the real
// rules, and the strips of the editorial for this game.
import { describe, expect, it } from "vitest";
import { fibonacciSubtractionGame, grundy, type Memo } from "../../../lib/game";
import { learnGame } from "../../../lib/learn";
import { fibonacciSubtraction } from "../../../lib/learn/games/fibonacci-subtraction";
import { grundyStrip, periodPhase } from "../../../lib/learn/widgets/grundy-strip";
import { pnStrip } from "../../../lib/learn/widgets/pn-strip";
import { expectPredicateArgsArePlainData, expectStartPositions, expectTheoryMatchesBruteForce } from "./learn-game-contract";

describe("learn game: fibonacci-subtraction", () => {
  it("is registered, and plays the one definition of the game", () => {
    expect(learnGame("fibonacci-subtraction")).toBe(fibonacciSubtraction);
    expect(fibonacciSubtraction.rules({})).toBe(fibonacciSubtractionGame);
  });

  it("theory = brute force on every 3-pile position up to 14", () => expectTheoryMatchesBruteForce(fibonacciSubtraction, { piles: 3 }, 14));

  it.each([1, 2, 4])("theory = brute force with %i piles", (piles) => {
    expectTheoryMatchesBruteForce(fibonacciSubtraction, { piles }, piles === 1 ? 60 : piles === 4 ? 8 : 20);
  });

  it("the sample: (1, 1, 1) wins, (1, 1, 4) loses", () => {
    expect(fibonacciSubtraction.isP([1, 1, 1], {})).toBe(false);
    expect(fibonacciSubtraction.isP([1, 1, 4], {})).toBe(true);
  });

  it("explains the move by the Grundy values and their xor", () => {
    // g(1) = 1, g(1) = 1, g(8) = 4: the xor is 4; the pile of 8 must go to a value-0 size, and
    // of 7, 6, 5, 3, 0 (values 3, 2, 1, 3, 0) only 0 has it: take all 8.
    const move = fibonacciSubtraction.winningMove([1, 1, 8], {});
    expect(move?.to).toEqual([0, 1, 1]);
    expect(move?.explanation).toMatchObject({ code: "sNimWinning", params: { values: "g(1) = 1, g(1) = 1, g(8) = 4", sum: 4, take: 8, pile: 8, left: 0, target: 0 } });
  });

  it("passes a copy of the piles to the predicate", () => expectPredicateArgsArePlainData(fibonacciSubtraction, { piles: 3 }, 5));
  it("draws playable starts, both P and N", () => expectStartPositions(fibonacciSubtraction, { piles: 3 }));
});

describe("the editorial's strips for the Fibonacci subtraction game", () => {
  const memo: Memo<number> = new Map();
  const truth = (n: number) => grundy(fibonacciSubtractionGame, [n], memo);

  it("grundy-strip: the values by search over the real rules, the set's first elements, and no period claimed", () => {
    const strip = grundyStrip({ game: "fibonacci-subtraction" }, 99);
    expect(strip.values).toEqual(Array.from({ length: 100 }, (_, n) => truth(n)));
    expect(strip).toMatchObject({ set: [1, 2, 3, 5, 8, 13, 21, 34, 55, 89], infinite: true, preperiod: null, period: null });
    expect(periodPhase(strip, 40)).toBeNull();
    expect(grundyStrip({ game: "fibonacci-subtraction" }, null).values.length).toBeGreaterThan(34);
  });

  it("pn-strip: P exactly where the search finds value 0", () => {
    const cells = pnStrip({ game: "fibonacci-subtraction" }, 0, 60);
    expect(cells.filter((c) => c.outcome === "P").map((c) => c.n)).toEqual(cells.map((c) => c.n).filter((n) => truth(n) === 0));
    expect(cells.filter((c) => c.outcome === "P").map((c) => c.n).slice(0, 5)).toEqual([0, 4, 10, 14, 20]);
  });
});
