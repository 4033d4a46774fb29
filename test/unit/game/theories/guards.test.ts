// Bad input to the closed forms: every guard of lib/game/theories throws a RangeError whose
// message names the bad value, and the smallest good value next to it is accepted (so a guard
// that moved by one, or lost one of its conditions, fails here).
import { describe, expect, it } from "vitest";
import { bashGame } from "../../../../lib/game/games";
import {
  bashGrundy,
  bashWinningTake,
  beansTable,
  chessRowGrundyTable,
  coinCircleFirstWins,
  euclidFirstPlayerWins,
  fibonacciNimFirstPlayerWins,
  georgiaBobFirstPlayerWins,
  georgiaBobStaircase,
  isBashP,
  isFibonacciNimP,
  isJudgedMooreNimP,
  isMooreNimP,
  isqrt,
  isWythoffP,
  lightSwitchingGrundy,
  mirrorReply,
  multiplicationBands,
  multiplicationWinningMultipliers,
  nimInverse,
  nimMul,
  nimMulBig,
  stanWins,
  stanWinsByBands,
  sumGrundy,
  teamNimWinTable,
  wythoffA,
  wythoffPartner,
  wythoffWinningMoves,
  zeckendorf,
} from "../../../../lib/game/theories";
import { expectRangeError } from "../../../helpers/expect-range-error";

describe("guards of the closed forms", () => {
  it("Bash's game: n a non-negative safe integer, m a positive one", () => {
    for (const f of [bashGrundy, isBashP, bashWinningTake]) {
      expectRangeError(() => f(-1, 3), "pile size", "got -1");
      expectRangeError(() => f(2.5, 3), "got 2.5");
      expectRangeError(() => f(2 ** 53, 3), `got ${2 ** 53}`);
      expectRangeError(() => f(4, 0), "m must be a positive integer, got 0");
      expectRangeError(() => f(4, 1.5), "got 1.5");
      expectRangeError(() => f(4, 2 ** 53), `got ${2 ** 53}`);
    }
    expect([bashGrundy(0, 1), bashGrundy(7, 1), bashGrundy(7, 3), bashGrundy(8, 3)]).toEqual([0, 1, 3, 0]);
    expect([bashWinningTake(0, 1), bashWinningTake(5, 3), bashWinningTake(8, 3)]).toEqual([null, 1, null]);
    expectRangeError(() => bashGame(0), "got 0");
  });

  it("nim multiplication: words are integers in 0..2^32-1; 0 has no inverse; bigints are non-negative", () => {
    expectRangeError(() => nimMul(-1, 2), "got -1");
    expectRangeError(() => nimMul(2, 2 ** 32), `got ${2 ** 32}`);
    expectRangeError(() => nimMul(1.5, 2), "got 1.5");
    expect(nimMul(2 ** 32 - 1, 1)).toBe(2 ** 32 - 1);
    expect(nimMul(0, 2 ** 32 - 1)).toBe(0);
    expectRangeError(() => nimInverse(0), "0 has no nim inverse");
    expectRangeError(() => nimInverse(2 ** 32), `got ${2 ** 32}`);
    expect([nimInverse(1), nimInverse(2), nimInverse(3)]).toEqual([1, 3, 2]);
    expectRangeError(() => nimMulBig(-1n, 2n), "got -1 and 2");
    expectRangeError(() => nimMulBig(2n, -3n), "got 2 and -3");
    expect([nimMulBig(0n, 5n), nimMulBig(1n, 5n), nimMulBig(2n, 2n)]).toEqual([0n, 5n, 3n]);
  });

  it("light switching: every coordinate a 1-based integer", () => {
    expectRangeError(() => lightSwitchingGrundy([[1, 0, 2]]), "(1, 0, 2)");
    expectRangeError(() => lightSwitchingGrundy([[2], [1.5]]), "(1.5)");
    expectRangeError(() => lightSwitchingGrundy([[-3, 1]]), "(-3, 1)");
    // (1,1,1) is worth 1 and (2,3) is worth 2⊗3 = 1: their nim-sum is 0.
    expect(lightSwitchingGrundy([[1, 1, 1]])).toBe(1);
    expect(lightSwitchingGrundy([[1, 1, 1], [2, 3]])).toBe(0);
    expect(lightSwitchingGrundy([])).toBe(0);
  });

  it("Georgia and Bob: cells are distinct positive safe integers", () => {
    expectRangeError(() => georgiaBobStaircase([3, 0]), "got 0");
    expectRangeError(() => georgiaBobStaircase([2.5]), "got 2.5");
    expectRangeError(() => georgiaBobStaircase([2 ** 53]), `got ${2 ** 53}`);
    expectRangeError(() => georgiaBobStaircase([4, 1, 4]), "got 4 twice");
    expectRangeError(() => georgiaBobFirstPlayerWins([5, 5]), "got 5 twice");
    // Cell 1 is the smallest: no gap before it. Steps from the right: gaps 7-5-1 = 1, 5-1-1 = 3, 1-0-1 = 0.
    expect(georgiaBobStaircase([1])).toEqual([0, 0]);
    expect(georgiaBobStaircase([5, 1, 7])).toEqual([0, 1, 3, 0]);
    expect(georgiaBobStaircase([])).toEqual([0]);
    // One chessman at cell 1 cannot move (P); at cell 2 it can (N).
    expect([georgiaBobFirstPlayerWins([1]), georgiaBobFirstPlayerWins([2])]).toEqual([false, true]);
  });

  it("Wythoff: indices and piles are non-negative", () => {
    expectRangeError(() => wythoffA(-1n), "got -1");
    expectRangeError(() => isWythoffP(-2n, 3n), "got (-2, 3)");
    expectRangeError(() => isWythoffP(3n, -2n), "got (3, -2)");
    expectRangeError(() => wythoffPartner(-4n), "pile size must be non-negative, got -4");
    expectRangeError(() => wythoffWinningMoves(5n, -1n), "got (5, -1)");
    expect([wythoffA(0n), isWythoffP(0n, 0n), wythoffPartner(0n)]).toEqual([0n, true, 0n]);
    expect(wythoffWinningMoves(0n, 0n)).toEqual([]);
    expectRangeError(() => isqrt(-9n), "-9");
    expect([isqrt(0n), isqrt(15n), isqrt(16n)]).toEqual([0n, 3n, 4n]);
  });

  it("Moore's Nim: k a positive safe integer, piles and the cap non-negative", () => {
    expectRangeError(() => isMooreNimP([1n], 0), "got 0");
    expectRangeError(() => isMooreNimP([1n], 1.5), "got 1.5");
    expectRangeError(() => isMooreNimP([1n], 2 ** 53), `got ${2 ** 53}`);
    expectRangeError(() => isMooreNimP([2n, -1n], 1), "got -1");
    expectRangeError(() => isJudgedMooreNimP([1n], 1, -1n), "got -1");
    expect([isMooreNimP([0n, 0n], 1), isMooreNimP([1n, 1n], 1), isMooreNimP([1n, 1n], 2)]).toEqual([true, true, false]);
    // Cap 0: every pile counts as 0.
    expect(isJudgedMooreNimP([3n, 5n], 1, 0n)).toBe(true);
  });

  it("Euclid's game starts from two positive integers", () => {
    expectRangeError(() => euclidFirstPlayerWins(0n, 5n), "got (0, 5)");
    expectRangeError(() => euclidFirstPlayerWins(5n, -1n), "got (5, -1)");
    expectRangeError(() => euclidFirstPlayerWins(5n, 0n), "Euclid's game starts from two positive integers, got (5, 0)");
    expect(euclidFirstPlayerWins(1n, 1n)).toBe(true);
  });

  it("the multiplication game: the target is at least 2 and 1 <= p < n", () => {
    for (const f of [stanWins, stanWinsByBands, multiplicationBands]) {
      expectRangeError(() => f(1n), "got 1");
      expect(() => f(2n)).not.toThrow();
    }
    expectRangeError(() => multiplicationWinningMultipliers(0n, 10n), "p = 0, n = 10");
    expectRangeError(() => multiplicationWinningMultipliers(10n, 10n), "p = 10, n = 10");
    expect(multiplicationWinningMultipliers(1n, 2n)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(multiplicationWinningMultipliers(9n, 10n)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("Fibonacci Nim: stones and caps are non-negative safe integers, a game starts with one stone", () => {
    expectRangeError(() => zeckendorf(-1), "got -1");
    expectRangeError(() => zeckendorf(0.5), "got 0.5");
    expectRangeError(() => isFibonacciNimP({ stones: 3, cap: -1 }), "the cap", "got -1");
    expectRangeError(() => isFibonacciNimP({ stones: 3, cap: 1.5 }), "got 1.5");
    expectRangeError(() => fibonacciNimFirstPlayerWins(0), "at least one stone, got 0");
    expect(zeckendorf(0)).toEqual([]);
    expect(isFibonacciNimP({ stones: 3, cap: 0 })).toBe(true);
    expect([fibonacciNimFirstPlayerWins(1), fibonacciNimFirstPlayerWins(4)]).toEqual([false, true]);
  });

  it("coins in a circle: whole numbers of coins, a mirror reply needs a row", () => {
    expectRangeError(() => coinCircleFirstWins(-2), "the number of coins", "got -2");
    expectRangeError(() => coinCircleFirstWins(1.5), "got 1.5");
    expectRangeError(() => mirrorReply(0), "length 0");
    expectRangeError(() => mirrorReply(-1), "the row's length", "got -1");
    expect(coinCircleFirstWins(0)).toBe(false);
    expect([mirrorReply(1), mirrorReply(2), mirrorReply(5)]).toEqual([
      { take: 1, at: 0, half: 0 },
      { take: 2, at: 0, half: 0 },
      { take: 1, at: 2, half: 2 },
    ]);
  });

  it("tables: team Nim's stones, the chess row's width, the Beans bound", () => {
    expectRangeError(() => teamNimWinTable([1, 1], -1), "got -1");
    expectRangeError(() => teamNimWinTable([1, 1], 0.5), "got 0.5");
    expect([...teamNimWinTable([1, 1], 0)]).toEqual([1, 1]);
    expectRangeError(() => chessRowGrundyTable(0), "not 0");
    expectRangeError(() => chessRowGrundyTable(25), "not 25");
    expectRangeError(() => chessRowGrundyTable(2.5), "not 2.5");
    expect([...chessRowGrundyTable(1)]).toEqual([0, 0]);
    expectRangeError(() => beansTable(-1), "got -1");
    expectRangeError(() => beansTable(2.5), "got 2.5");
    expectRangeError(() => beansTable(3).isP(1, 2, 4), "got (1, 2, 4)");
    expect(beansTable(0).isP(0, 0, 0)).toBe(true);
  });

  it("sums: one position per component game", () => {
    const games = [bashGame(1), bashGame(2)] as const;
    expectRangeError(() => sumGrundy(games, [1] as unknown as [number, number]), "1 positions for 2 games");
    expect(sumGrundy(games, [1, 2])).toBe(1 ^ 2);
  });
});
