// HDU 1848's game (piles, remove a Fibonacci number from one): the Grundy table and the xor rule
// against brute force over the real rules (lib/game's fibonacciSubtractionGame, searched whole).
import { describe, expect, it } from "vitest";
import {
  FIBONACCI_REMOVALS,
  fibonacciMoves,
  fibonacciSubtractionGame,
  fibonacciUpTo,
  grundy,
  outcome,
  ruleGrundyTable,
  subtractionGrundyTable,
  type Memo,
  type Outcome,
} from "../../../lib/game";

describe("the Fibonacci numbers of the statement (F(1) = 1, F(2) = 2)", () => {
  it("are the fifteen numbers 1 .. 987 up to 1000, with no repeated 1", () => {
    expect(fibonacciUpTo(1000)).toEqual([1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987]);
    expect(fibonacciUpTo(0)).toEqual([]);
  });

  it("the removal set is every safe-integer Fibonacci number, each the sum of the two before", () => {
    expect(FIBONACCI_REMOVALS.length).toBe(77);
    for (let i = 2; i < FIBONACCI_REMOVALS.length; i++) expect(FIBONACCI_REMOVALS[i]).toBe(FIBONACCI_REMOVALS[i - 1]! + FIBONACCI_REMOVALS[i - 2]!);
    expect(Number.isSafeInteger(FIBONACCI_REMOVALS.at(-1)!)).toBe(true);
    expect(Number.isSafeInteger(FIBONACCI_REMOVALS.at(-1)! + FIBONACCI_REMOVALS.at(-2)!)).toBe(false);
  });

  it("one pile's moves go to h - f for the Fibonacci f <= h, in the game and in fibonacciMoves", () => {
    expect([...fibonacciMoves(8)]).toEqual([7, 6, 5, 3, 0]);
    expect([...fibonacciMoves(0)]).toEqual([]);
    expect([...fibonacciSubtractionGame.moves([4, 8])].map((p) => p.join(","))).toEqual(["3,8", "2,8", "1,8", "4,7", "4,6", "4,5", "3,4", "0,4"]);
    // Equal piles give the same options once.
    expect([...fibonacciSubtractionGame.moves([2, 2])].map((p) => p.join(","))).toEqual(["1,2", "0,2"]);
  });
});

describe("Grundy values of one pile", () => {
  const table = ruleGrundyTable(1000, fibonacciMoves);

  it("the table equals grundy() over the real rules on one pile, h <= 300", () => {
    const memo: Memo<number> = new Map();
    for (let h = 0; h <= 300; h++) expect(grundy(fibonacciSubtractionGame, [h], memo), `h = ${h}`).toBe(table[h]);
  });

  it("equals the finite subtraction table of the Fibonacci numbers up to 1000, and starts as the sheet says", () => {
    expect(Array.from(table)).toEqual(Array.from(subtractionGrundyTable(fibonacciUpTo(1000), 1000)));
    expect(Array.from(table.slice(0, 21))).toEqual([0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0]);
    expect(Math.max(...table)).toBe(9);
  });

  it("the block 0 1 2 3 0 1 2 3 4 5 repeats up to 33, then breaks at the Fibonacci number 34", () => {
    for (let h = 0; h < 34; h++) expect(table[h]).toBe([0, 1, 2, 3, 0, 1, 2, 3, 4, 5][h % 10]);
    expect(table[34]).toBe(4);
  });

  it("has no period: no p <= 1000 holds on 2000..5000 (the set is infinite)", () => {
    const long = ruleGrundyTable(5000, fibonacciMoves);
    for (let p = 1; p <= 1000; p++) {
      let holds = true;
      for (let h = 2000; h + p <= 5000 && holds; h++) holds = long[h] === long[h + p];
      expect(holds, `period ${p}`).toBe(false);
    }
  });
});

describe("three piles: P exactly when the xor of the Grundy values is 0", () => {
  const table = ruleGrundyTable(60, fibonacciMoves);

  it("on every sorted triple with piles up to 30, by a win/lose search without values", () => {
    const memo: Memo<Outcome> = new Map();
    let pCount = 0;
    for (let a = 0; a <= 30; a++) {
      for (let b = a; b <= 30; b++) {
        for (let c = b; c <= 30; c++) {
          const truth = outcome(fibonacciSubtractionGame, [a, b, c], memo);
          expect(truth, `(${a}, ${b}, ${c})`).toBe((table[a]! ^ table[b]! ^ table[c]!) === 0 ? "P" : "N");
          if (truth === "P") pCount++;
        }
      }
    }
    expect(pCount).toBeGreaterThan(100);
  });

  it("the sample: (1, 1, 1) is N (Fibo), (1, 4, 1) is P (Nacci); (1, 2, 3) is P though each pile is N", () => {
    const memo: Memo<Outcome> = new Map();
    expect(outcome(fibonacciSubtractionGame, [1, 1, 1], memo)).toBe("N");
    expect(outcome(fibonacciSubtractionGame, [1, 1, 4], memo)).toBe("P");
    expect(outcome(fibonacciSubtractionGame, [1, 2, 3], memo)).toBe("P");
    for (const h of [1, 2, 3]) expect(outcome(fibonacciSubtractionGame, [h], memo)).toBe("N");
  });
});
