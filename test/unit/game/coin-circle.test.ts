// POJ 2484 A Funny Game: the circle-then-rows model of lib/game against the coins themselves
// (a bitmask of the coins left on the real circle), and the theory (the first player wins iff
// n <= 2) against search for every n up to a bound.
import { describe, expect, it } from "vitest";
import { coinCircle, coinCircleGame, coinRowGrundyTable, coinRows } from "../../../lib/game/games";
import { grundy, outcome, type ImpartialGame, type Memo, type Outcome } from "../../../lib/game/impartial";
import { coinCircleFirstWins, isCoinCircleP, mirrorReply } from "../../../lib/game/theories";

/** The real board: n coins on a circle, bit i set while coin i is there; neighbours are those of the original circle. */
function bitmaskCircle(n: number): ImpartialGame<number> {
  return {
    *moves(mask) {
      for (let i = 0; i < n; i++) {
        if ((mask & (1 << i)) === 0) continue;
        yield mask & ~(1 << i);
        const j = (i + 1) % n;
        if (j !== i && (mask & (1 << j)) !== 0 && !(n === 2 && i === 1)) yield mask & ~(1 << i) & ~(1 << j);
      }
    },
    key: (mask) => mask,
  };
}

/** The rows of coins a mask leaves on the circle of n once some coin is gone (runs of set bits, read around the gap). */
function rowsOfMask(n: number, mask: number): number[] {
  const gap = [...Array(n).keys()].find((i) => (mask & (1 << i)) === 0)!;
  const rows: number[] = [];
  let run = 0;
  for (let k = 1; k <= n; k++) {
    if ((mask & (1 << ((gap + k) % n))) !== 0) run++;
    else if (run > 0) {
      rows.push(run);
      run = 0;
    }
  }
  return rows;
}

describe("the game's rules", () => {
  it("the circle's options are one row of n - 1 and (from n = 2) one row of n - 2", () => {
    expect([...coinCircleGame.moves(coinCircle(5))]).toEqual([{ rows: [4] }, { rows: [3] }]);
    expect([...coinCircleGame.moves(coinCircle(2))]).toEqual([{ rows: [1] }, { rows: [] }]);
    expect([...coinCircleGame.moves(coinCircle(1))]).toEqual([{ rows: [] }]);
    expect([...coinCircleGame.moves(coinCircle(0))]).toEqual([]);
  });

  it("a row of 4 splits into every pair of pieces a single coin or two neighbours leave", () => {
    const keys = [...coinCircleGame.moves(coinRows([4]))].map(coinCircleGame.key).sort();
    expect(keys).toEqual(["r1,1", "r1,2", "r2", "r3"]);
    // The other rows stay, and equal rows are searched once.
    expect([...coinCircleGame.moves(coinRows([1, 1]))].map(coinCircleGame.key)).toEqual(["r1"]);
    expect(coinCircleGame.key(coinRows([3, 0, 1]))).toBe("r1,3");
  });

  it("bad sizes are refused", () => {
    expect(() => coinCircle(-1)).toThrow(RangeError);
    expect(() => coinRows([2.5])).toThrow(RangeError);
    expect(() => coinRowGrundyTable(-1)).toThrow(RangeError);
  });

  it.each(Array.from({ length: 12 }, (_, i) => i + 1))("n = %i: the model has the outcome and Grundy value of every position of the real circle", (n) => {
    const real = bitmaskCircle(n);
    const realMemo: Memo<number> = new Map();
    const modelMemo: Memo<number> = new Map();
    const full = (1 << n) - 1;
    expect(grundy(real, full, realMemo)).toBe(grundy(coinCircleGame, coinCircle(n), modelMemo));
    for (let mask = 0; mask < full; mask++) {
      expect(grundy(real, mask, realMemo), `n=${n} mask=${mask.toString(2)}`).toBe(grundy(coinCircleGame, coinRows(rowsOfMask(n, mask)), modelMemo));
    }
  });
});

describe("the theory against search", () => {
  it("every circle up to 34 coins, by a full search of the rows (no Grundy values)", () => {
    const memo: Memo<Outcome> = new Map();
    for (let n = 0; n <= 34; n++) {
      expect(outcome(coinCircleGame, coinCircle(n), memo) === "P", `n=${n}`).toBe(isCoinCircleP(n));
    }
  });

  it("the rows' values (xor of single rows) match a full search of every set of rows of 18 coins in all", () => {
    const g = coinRowGrundyTable(18);
    const memo: Memo<number> = new Map();
    const partitions = (total: number, max: number): number[][] =>
      total === 0 ? [[]] : Array.from({ length: Math.min(total, max) }, (_, i) => i + 1).flatMap((first) => partitions(total - first, first).map((rest) => [first, ...rest]));
    for (let total = 0; total <= 18; total++) {
      for (const rows of partitions(total, total)) expect(grundy(coinCircleGame, coinRows(rows), memo), rows.join(",")).toBe(rows.reduce((x, l) => x ^ g[l]!, 0));
    }
    // Kayles's first values, as tabulated by Guy and Smith (1956).
    expect(g.slice(0, 13)).toEqual([0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]);
  });

  it("every circle up to 1500 coins: the first player wins iff some first move leaves a row of value 0, iff n <= 2", () => {
    const g = coinRowGrundyTable(1500);
    for (let n = 0; n <= 1500; n++) {
      const firstWins = (n >= 1 && g[n - 1] === 0) || (n >= 2 && g[n - 2] === 0);
      expect(firstWins, `n=${n}`).toBe(coinCircleFirstWins(n));
    }
    // Why: no row of coins is ever a P-position, only the empty one.
    expect(g.slice(1).every((v) => v > 0)).toBe(true);
  });

  it("the mirror reply is a move of the row and leaves two equal rows, a P-position by search", () => {
    const memo: Memo<Outcome> = new Map();
    for (let length = 1; length <= 24; length++) {
      const { take, at, half } = mirrorReply(length);
      expect(at + take + half).toBe(length);
      const after = coinRows([half, half]);
      expect([...coinCircleGame.moves(coinRows([length]))].map(coinCircleGame.key), `length ${length}`).toContain(coinCircleGame.key(after));
      expect(outcome(coinCircleGame, after, memo)).toBe("P");
    }
    expect(mirrorReply(7)).toEqual({ take: 1, at: 3, half: 3 });
    expect(mirrorReply(8)).toEqual({ take: 2, at: 3, half: 3 });
    expect(() => mirrorReply(0)).toThrow(RangeError);
    expect(() => coinCircleFirstWins(-2)).toThrow(RangeError);
  });
});
