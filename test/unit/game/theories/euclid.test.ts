// Euclid's game (POJ 2348): the iterative rule and the golden-ratio test against brute force.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { outcome, winningMoves, type Memo, type Outcome } from "../../../../lib/game/impartial";
import { euclidFirstPlayerWins, euclidGame, euclidGoldenFirstPlayerWins, euclidWinningMove } from "../../../../lib/game/theories";

const N = 60;

describe("Euclid's game against brute force", () => {
  const memo: Memo<Outcome> = new Map();
  const pos = (a: number, b: number): readonly [number, number] => (a >= b ? [a, b] : [b, a]);

  it(`every pair 1 <= a, b <= ${N}`, () => {
    for (let a = 1; a <= N; a++) {
      for (let b = 1; b <= N; b++) {
        const wins = outcome(euclidGame, pos(a, b), memo) === "N";
        expect(euclidFirstPlayerWins(BigInt(a), BigInt(b)), `${a} ${b}`).toBe(wins);
        expect(euclidGoldenFirstPlayerWins(BigInt(a), BigInt(b)), `${a} ${b}`).toBe(wins);
      }
    }
  });

  it("the winning move is the only move of the game tree to a P-position", () => {
    for (let a = 1; a <= N; a++) {
      for (let b = 1; b <= N; b++) {
        const brute = winningMoves(euclidGame, pos(a, b), memo).map(([x, y]) => `${x},${y}`);
        const move = euclidWinningMove(BigInt(a), BigInt(b));
        expect(move === null ? [] : [`${move.to[0]},${move.to[1]}`], `${a} ${b}`).toEqual(brute);
      }
    }
  });

  it("the iterative rule and the golden-ratio test agree on pairs up to 2^62", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 1n << 62n }), fc.bigInt({ min: 1n, max: 1n << 62n }), (a, b) => {
        expect(euclidFirstPlayerWins(a, b)).toBe(euclidGoldenFirstPlayerWins(a, b));
      }),
      { numRuns: 500 },
    );
    // Consecutive Fibonacci numbers: the ratio approaches phi from alternating sides.
    let [x, y] = [2n, 1n];
    for (let i = 0; i < 80; i++) {
      expect(euclidFirstPlayerWins(y + x, x)).toBe(euclidGoldenFirstPlayerWins(y + x, x));
      [x, y] = [x + y, x];
    }
  });

  it("the sample of POJ 2348", () => {
    expect(euclidFirstPlayerWins(34n, 12n)).toBe(true);
    expect(euclidFirstPlayerWins(15n, 24n)).toBe(false);
  });
});
