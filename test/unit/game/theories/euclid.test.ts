// Euclid's game (POJ 2348): the walk, the golden-ratio test and the winning move against a search
// of the game's rules (lib/game/games/euclid.ts).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { outcome, winningMoves, type Memo, type Outcome } from "../../../../lib/game/impartial";
import { euclidGame } from "../../../../lib/game/games/euclid";
import { euclidFirstPlayerWins, euclidGoldenFirstPlayerWins, euclidWalk, euclidWinningMove } from "../../../../lib/game/theories";

const N = 60;

describe("Euclid's game against brute force", () => {
  const memo: Memo<Outcome> = new Map();

  it(`every pair 1 <= a, b <= ${N}`, () => {
    for (let a = 1; a <= N; a++) {
      for (let b = 1; b <= N; b++) {
        const wins = outcome(euclidGame, [a, b], memo) === "N";
        expect(euclidFirstPlayerWins(BigInt(a), BigInt(b)), `${a} ${b}`).toBe(wins);
        expect(euclidGoldenFirstPlayerWins(BigInt(a), BigInt(b)), `${a} ${b}`).toBe(wins);
      }
    }
  });

  it("the winning move is the only move of the game tree to a P-position (up to the numbers' order)", () => {
    for (let a = 1; a <= N; a++) {
      for (let b = 1; b <= N; b++) {
        // Larger first, one entry per pair: from (a, a) the board-order game has [0, a] and [a, 0].
        const sorted = winningMoves(euclidGame, [a, b], memo).map(([x, y]) => (x >= y ? `${x},${y}` : `${y},${x}`));
        const brute = [...new Set(sorted)];
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

describe("the game's rules in board order", () => {
  it("moves change only the larger number, in its place, and a 0 ends the game", () => {
    expect([...euclidGame.moves([7, 3])]).toEqual([[4, 3], [1, 3]]);
    expect([...euclidGame.moves([3, 7])]).toEqual([[3, 4], [3, 1]]);
    expect([...euclidGame.moves([6, 3])]).toEqual([[3, 3], [0, 3]]);
    expect([...euclidGame.moves([5, 5])]).toEqual([[0, 5], [5, 0]]);
    expect([...euclidGame.moves([0, 5])]).toEqual([]);
    expect([...euclidGame.moves([4, 0])]).toEqual([]);
  });
});

describe("euclidWalk", () => {
  it("walks the Euclidean algorithm to the first step with quotient >= 2 or no remainder", () => {
    // 34 = 2*12 + 10: the first step is already free.
    expect(euclidWalk(34n, 12n).steps.map((s) => s.quotient)).toEqual([2n]);
    // 24 = 1*15 + 9, 15 = 1*9 + 6, 9 = 1*6 + 3, 6 = 2*3: three forced steps, the fourth mover (Ollie) wins.
    const walk = euclidWalk(15n, 24n);
    expect(walk.steps.map((s) => [s.larger, s.smaller, s.quotient, s.remainder])).toEqual([
      [24n, 15n, 1n, 9n],
      [15n, 9n, 1n, 6n],
      [9n, 6n, 1n, 3n],
      [6n, 3n, 2n, 0n],
    ]);
    expect(walk.firstPlayerWins).toBe(false);
    expect(euclidWalk(5n, 5n).steps).toEqual([{ larger: 5n, smaller: 5n, quotient: 1n, remainder: 0n }]);
  });

  it("is as long as the forced moves along the game: every step but the last has exactly one move", () => {
    for (let a = 1; a <= N; a++) {
      for (let b = 1; b <= N; b++) {
        const { steps } = euclidWalk(BigInt(a), BigInt(b));
        let pos: readonly [number, number] = [a, b];
        for (const step of steps.slice(0, -1)) {
          const options = [...euclidGame.moves(pos)];
          expect(options, `${pos}`).toHaveLength(1);
          pos = options[0]!;
          expect(Math.max(...pos)).toBe(Number(step.smaller));
        }
        const last = steps[steps.length - 1]!;
        expect(last.quotient >= 2n || last.remainder === 0n).toBe(true);
      }
    }
  });

  it("refuses a zero", () => {
    expect(() => euclidWalk(0n, 5n)).toThrow(RangeError);
  });
});
