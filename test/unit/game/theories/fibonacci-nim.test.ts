// HOJ 1367's Fibonacci Nim: Zeckendorf's representation, and the theory (P iff the cap is below
// the smallest Zeckendorf summand; the start loses iff n is a Fibonacci number) against a search
// of the real rules (lib/game's fibonacciNimGame) on every small position.
import { describe, expect, it } from "vitest";
import {
  fibonacciNimFirstPlayerWins,
  fibonacciNimGame,
  fibonacciNimStart,
  fibonacciNimWinningTake,
  isFibonacci,
  isFibonacciNimP,
  outcome,
  seededRandom,
  winningMoves,
  zeckendorf,
  type FibonacciNimPosition,
  type Memo,
  type Outcome,
} from "../../../../lib/game";

const BOUND = 150;

describe("the game's moves", () => {
  it("take 1..cap (at most the pile) and give the opponent twice the take as cap", () => {
    expect([...fibonacciNimGame.moves({ stones: 5, cap: 3 })]).toEqual([
      { stones: 4, cap: 2 },
      { stones: 3, cap: 4 },
      { stones: 2, cap: 6 },
    ]);
    expect([...fibonacciNimGame.moves({ stones: 2, cap: 9 })]).toEqual([
      { stones: 1, cap: 2 },
      { stones: 0, cap: 4 },
    ]);
    expect([...fibonacciNimGame.moves({ stones: 0, cap: 4 })]).toEqual([]);
  });

  it("the start may not take the whole pile; a cap above the pile is keyed like the pile", () => {
    expect(fibonacciNimStart(2)).toEqual({ stones: 2, cap: 1 });
    expect([...fibonacciNimGame.moves(fibonacciNimStart(2))]).toEqual([{ stones: 1, cap: 2 }]);
    expect([...fibonacciNimGame.moves(fibonacciNimStart(1))]).toEqual([]);
    expect(fibonacciNimGame.key({ stones: 3, cap: 10 })).toBe(fibonacciNimGame.key({ stones: 3, cap: 3 }));
    expect(fibonacciNimGame.key({ stones: 3, cap: 2 })).not.toBe(fibonacciNimGame.key({ stones: 3, cap: 3 }));
    expect(() => fibonacciNimStart(0)).toThrow(RangeError);
    expect(() => fibonacciNimStart(2.5)).toThrow(RangeError);
  });
});

describe("Zeckendorf's representation", () => {
  it("small cases", () => {
    expect(zeckendorf(0)).toEqual([]);
    expect(zeckendorf(1)).toEqual([1]);
    expect(zeckendorf(4)).toEqual([3, 1]);
    expect(zeckendorf(12)).toEqual([8, 3, 1]);
    expect(zeckendorf(10000)).toEqual([6765, 2584, 610, 34, 5, 2]);
  });

  it("sums to n with Fibonacci summands, no two consecutive, for random n < 2^31", () => {
    const fibs = [1, 2];
    while (fibs.at(-1)! < 2 ** 31) fibs.push(fibs.at(-1)! + fibs.at(-2)!);
    const rng = seededRandom(1367);
    for (let i = 0; i < 1000; i++) {
      const n = i < 200 ? i : rng.int(1, 2 ** 31 - 1);
      const parts = zeckendorf(n);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(n);
      const idx = parts.map((p) => fibs.indexOf(p));
      expect(idx.every((k) => k >= 0)).toBe(true);
      for (let j = 1; j < idx.length; j++) expect(idx[j - 1]! - idx[j]!, `n = ${n}`).toBeGreaterThanOrEqual(2);
    }
  });

  it("isFibonacci knows the 45 Fibonacci numbers below 2^31 and nothing else", () => {
    const below = [];
    for (let a = 1, b = 2; a < 2 ** 31; [a, b] = [b, a + b]) below.push(a);
    expect(below.length).toBe(45);
    for (const f of below) expect(isFibonacci(f)).toBe(true);
    for (const f of below) if (f > 3) expect(isFibonacci(f + 1) || isFibonacci(f - 1)).toBe(false);
    expect(isFibonacci(0)).toBe(false);
    expect(isFibonacci(1836311903)).toBe(true);
    expect(isFibonacci(2 ** 31 - 1)).toBe(false);
  });
});

describe("the theory against a search of the rules", () => {
  const memo: Memo<Outcome> = new Map();

  it(`every position with at most ${BOUND} stones and every cap: P exactly as isFibonacciNimP says`, () => {
    let p = 0;
    for (let stones = 0; stones <= BOUND; stones++) {
      for (let cap = 0; cap <= stones; cap++) {
        const position = { stones, cap };
        const searched = outcome(fibonacciNimGame, position, memo);
        expect(isFibonacciNimP(position) ? "P" : "N", `${stones} stones, cap ${cap}`).toBe(searched);
        if (searched === "P") p++;
      }
    }
    expect(p).toBeGreaterThan(BOUND); // not all N: every pile with cap 0, and more
  });

  it("the winning take (the smallest summand) is legal and leads to a P-position by search", () => {
    for (let stones = 1; stones <= 100; stones++) {
      for (let cap = 1; cap <= stones; cap++) {
        const position: FibonacciNimPosition = { stones, cap };
        const take = fibonacciNimWinningTake(position);
        const winners = winningMoves(fibonacciNimGame, position, memo);
        if (take === null) {
          expect(winners).toEqual([]);
          continue;
        }
        expect(take).toBeLessThanOrEqual(cap);
        expect(winners.map((w) => stones - w.stones)).toContain(take);
      }
    }
  });

  it("the start with n stones is lost exactly for the Fibonacci numbers (n = 1..400)", () => {
    const lost: number[] = [];
    for (let n = 1; n <= 400; n++) {
      const searched = outcome(fibonacciNimGame, fibonacciNimStart(n), memo);
      expect(fibonacciNimFirstPlayerWins(n), `n = ${n}`).toBe(searched === "N");
      if (searched === "P") lost.push(n);
    }
    expect(lost).toEqual([1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377]);
  });

  it("refuses bad positions", () => {
    expect(() => isFibonacciNimP({ stones: -1, cap: 0 })).toThrow(RangeError);
    expect(() => isFibonacciNimP({ stones: 3, cap: -1 })).toThrow(RangeError);
    expect(() => fibonacciNimFirstPlayerWins(0)).toThrow(RangeError);
    expect(() => zeckendorf(1.5)).toThrow(RangeError);
  });
});
