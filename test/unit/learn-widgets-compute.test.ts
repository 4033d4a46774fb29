// Each widget's numbers against brute force: lib/game's search over the games' real rules
// (lib/game/games), and against the theories.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bashGame,
  georgiaBobFirstPlayerWins,
  georgiaBobGame,
  powersOfTwoGame,
  grundy,
  isNimPPosition,
  isWythoffP,
  outcome,
  subtractionGame,
  type Memo,
  type Outcome,
} from "../../lib/game";
import { grundyStrip, periodPhase } from "../../lib/learn/widgets/grundy-strip";
import { binary, nimSumTable } from "../../lib/learn/widgets/nim-sum-table";
import { pnGrid } from "../../lib/learn/widgets/pn-grid";
import { pnStrip } from "../../lib/learn/widgets/pn-strip";

const setArb = fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 5 }).map((s) => s.sort((a, b) => a - b));

describe("pnStrip", () => {
  it("Bash with m = 1..8: the outcome of every n <= 150 by the search, and P exactly at multiples of m + 1", () => {
    for (let m = 1; m <= 8; m++) {
      const memo: Memo<Outcome> = new Map();
      const cells = pnStrip({ game: "bash", m }, 0, 150);
      expect(cells.map((c) => c.n)).toEqual(Array.from({ length: 151 }, (_, n) => n));
      for (const { n, outcome: o } of cells) {
        expect(o, `m = ${m}, n = ${n}`).toBe(outcome(bashGame(m), n, memo));
        expect(o === "P").toBe(n % (m + 1) === 0);
      }
    }
  });

  it("powers of two: the search over the statement's moves, and P exactly when 3 divides n", () => {
    const memo: Memo<Outcome> = new Map();
    for (const { n, outcome: o } of pnStrip({ game: "powers-of-two" }, 0, 199)) {
      expect(o, `n = ${n}`).toBe(outcome(powersOfTwoGame, n, memo));
      expect(o === "P").toBe(n % 3 === 0);
    }
  });

  it("a window from..to far out equals the same cells of the strip from 0", () => {
    const whole = pnStrip({ game: "powers-of-two" }, 0, 1199);
    expect(pnStrip({ game: "powers-of-two" }, 1000, 1199)).toEqual(whole.slice(1000));
  });

  it("random subtraction sets: every n <= 120 by the search over the real moves", () => {
    fc.assert(
      fc.property(setArb, (set) => {
        const memo: Memo<Outcome> = new Map();
        for (const { n, outcome: o } of pnStrip({ game: "subtraction", set }, 0, 120)) {
          expect(o, `S = {${set}}, n = ${n}`).toBe(outcome(subtractionGame(set), n, memo));
        }
      }),
      { numRuns: 60, seed: 2960 },
    );
  });
});

describe("grundyStrip", () => {
  it("values by grundy() over the real moves; the period holds on a long brute-force table and is the least", () => {
    fc.assert(
      fc.property(setArb, (set) => {
        const strip = grundyStrip({ game: "subtraction", set }, null);
        const game = subtractionGame(set);
        const memo: Memo<number> = new Map();
        const brute = Array.from({ length: 600 }, (_, n) => grundy(game, n, memo));
        expect(strip.values).toEqual(brute.slice(0, strip.values.length));
        const { preperiod: pre, period } = strip;
        for (let n = pre; n + period < brute.length; n++) expect(brute[n + period], `S = {${set}}, n = ${n}`).toBe(brute[n]);
        if (pre > 0) expect(brute[pre - 1]).not.toBe(brute[pre - 1 + period]);
        for (let q = 1; q < period; q++) {
          const holds = brute.every((g, n) => n < pre || n + q >= brute.length || brute[n + q] === g);
          expect(holds, `S = {${set}}: smaller period ${q}`).toBe(false);
        }
      }),
      { numRuns: 60, seed: 1536 },
    );
  });

  it("shows the pre-period and three periods when `to` is not given, and exactly 0..to when it is", () => {
    // {2, 4, 7}: by hand, g = 0 0 1 1 2 2 0 3 1 0 2 1 0 2 ..., periodic (1 0 2) from n = 8.
    const strip = grundyStrip({ game: "subtraction", set: [2, 4, 7] }, null);
    expect(strip.values.slice(0, 14)).toEqual([0, 0, 1, 1, 2, 2, 0, 3, 1, 0, 2, 1, 0, 2]);
    expect(strip.values.length).toBeGreaterThanOrEqual(strip.preperiod + 3 * strip.period);
    expect(grundyStrip({ game: "subtraction", set: [2, 4, 7] }, 50).values).toHaveLength(51);
  });

  it("Bash's m is the set {1..m}: g(n) = n mod (m + 1), period m + 1 from the start", () => {
    for (let m = 1; m <= 10; m++) {
      const strip = grundyStrip({ game: "bash", m }, 60);
      expect(strip.set).toEqual(Array.from({ length: m }, (_, i) => i + 1));
      expect(strip.values).toEqual(Array.from({ length: 61 }, (_, n) => n % (m + 1)));
      expect(strip).toMatchObject({ preperiod: 0, period: m + 1 });
    }
  });

  it("periodPhase: 'pre' before the pre-period, then the offset in the period", () => {
    const strip = { preperiod: 3, period: 4 };
    expect([0, 2, 3, 6, 7, 11].map((n) => periodPhase(strip, n))).toEqual(["pre", "pre", 0, 3, 0, 0]);
  });
});

describe("pnGrid", () => {
  it("Wythoff: every cell agrees with the exact closed form, and the first pairs are floor(k phi) from the definition", () => {
    const grid = pnGrid("wythoff", 40, 35);
    expect(grid.outcomes).toHaveLength(40);
    grid.outcomes.forEach((row, a) => {
      expect(row).toHaveLength(35);
      row.forEach((o, b) => expect(o, `(${a}, ${b})`).toBe(isWythoffP(BigInt(a), BigInt(b)) ? "P" : "N"));
    });
    const phi = (1 + Math.sqrt(5)) / 2;
    for (let k = 0; k <= 12; k++) {
      const [a, b] = [Math.floor(k * phi), Math.floor(k * phi) + k];
      expect(grid.outcomes[a]![b], `pair ${k}`).toBe("P");
      expect(grid.outcomes[b]![a], `pair ${k} swapped`).toBe("P");
    }
  });

  it("two-pile Nim: P exactly on the diagonal (Bouton)", () => {
    pnGrid("nim", 20, 25).outcomes.forEach((row, a) => row.forEach((o, b) => expect(o).toBe(isNimPPosition([a, b]) ? "P" : "N")));
  });

  it("kiki: the table filled from the corner by the definition, and P exactly when both distances are even", () => {
    const rows = 17;
    const cols = 23;
    // The definition, bottom-up: N when a move (down, left, diagonal) reaches a P cell.
    const p: boolean[][] = [];
    for (let x = 0; x < rows; x++) {
      p.push([]);
      for (let y = 0; y < cols; y++) {
        const options = [x > 0 && p[x - 1]![y]!, y > 0 && p[x]![y - 1]!, x > 0 && y > 0 && p[x - 1]![y - 1]!];
        p[x]!.push(!options.some(Boolean));
      }
    }
    pnGrid("kiki", rows, cols).outcomes.forEach((row, x) =>
      row.forEach((o, y) => {
        expect(o, `(${x}, ${y})`).toBe(p[x]![y] ? "P" : "N");
        expect(o === "P").toBe(x % 2 === 0 && y % 2 === 0);
      }),
    );
  });
});

describe("nimSumTable", () => {
  const xor = (xs: number[]) => xs.reduce((s, v) => s ^ v, 0);

  it("Nim: every position of 3 piles of 1..7 (C(9, 3) of them), nim-sum of the piles, outcome by the search", () => {
    const table = nimSumTable("nim", { count: 3, max: 7 }, null);
    expect(table.searched).toBe(84);
    expect(table.rows).toHaveLength(84);
    expect(new Set(table.rows.map((r) => r.position.join(","))).size).toBe(84);
    for (const r of table.rows) {
      expect(r.position).toHaveLength(3);
      expect(r.heaps).toEqual(r.position);
      expect(r.nimSum).toBe(xor(r.position));
      expect(r.outcome).toBe(isNimPPosition(r.position) ? "P" : "N");
    }
  });

  it("only= keeps the rows of one outcome class", () => {
    const all = nimSumTable("nim", { count: 3, max: 7 }, null).rows;
    const p = nimSumTable("nim", { count: 3, max: 7 }, "P").rows;
    const n = nimSumTable("nim", { count: 3, max: 7 }, "N").rows;
    expect(p.every((r) => r.outcome === "P") && n.every((r) => r.outcome === "N")).toBe(true);
    expect(p.length + n.length).toBe(all.length);
    expect(p.map((r) => r.position)).toContainEqual([1, 2, 3]);
  });

  it("Georgia and Bob: the heaps are the gaps inside the pairs from the right; outcome by the search = the staircase theorem", () => {
    // By hand: (2, 3) is one pair with gap 0; (2, 5, 9) pairs (5, 9) with gap 3 and (wall, 2) with gap 1.
    const named = nimSumTable("georgia-bob", { list: [[3, 2], [9, 2, 5]] }, null).rows;
    expect(named.map((r) => [r.position, r.heaps, r.nimSum, r.outcome])).toEqual([
      [[2, 3], [0], 0, "P"],
      [[2, 5, 9], [1, 3], 2, "N"],
    ]);
    const table = nimSumTable("georgia-bob", { count: 4, max: 9 }, null);
    expect(table.searched).toBe(126); // C(9, 4) sets of cells
    for (const r of table.rows) {
      expect(new Set(r.position).size).toBe(4);
      expect(r.outcome, r.position.join(",")).toBe(georgiaBobFirstPlayerWins(r.position) ? "N" : "P");
      expect(r.outcome).toBe(outcome(georgiaBobGame, r.position));
      expect(r.outcome === "P").toBe(r.nimSum === 0);
    }
  });

  it("New Stone Game: outcome by the search is P exactly when the piles pair up, and the nim-sum rule fails", () => {
    const paired = (piles: number[]) => {
      const counts = new Map<number, number>();
      for (const x of piles) if (x > 0) counts.set(x, (counts.get(x) ?? 0) + 1);
      return [...counts.values()].every((c) => c % 2 === 0);
    };
    const table = nimSumTable("new-stone", { count: 4, max: 3 }, null);
    expect(table.searched).toBe(15); // C(6, 4) multisets
    for (const r of table.rows) expect(r.outcome, r.position.join(",")).toBe(paired(r.position) ? "P" : "N");
    const [row] = nimSumTable("new-stone", { list: [[3, 1, 2]] }, null).rows;
    expect(row).toEqual({ position: [1, 2, 3], heaps: [1, 2, 3], nimSum: 0, outcome: "N" });
  });

  it("named positions keep their order; too large a search or too many rows is refused before searching", () => {
    expect(nimSumTable("nim", { list: [[5, 5], [1, 2, 3], [1]] }, null).rows.map((r) => r.position)).toEqual([[5, 5], [1, 2, 3], [1]]);
    expect(() => nimSumTable("new-stone", { list: [[1, 1], [6, 6, 6, 6]] }, null)).toThrow(/\(6, 6, 6, 6\) is too large/);
    expect(() => nimSumTable("nim", { list: [[63, 63, 63, 63, 63, 63]] }, null)).toThrow(/too large/);
    expect(() => nimSumTable("georgia-bob", { list: [[58, 59, 60, 61, 62, 63]] }, null)).toThrow(/too large/);
    expect(() => nimSumTable("nim", { count: 6, max: 12 }, null)).toThrow(/more than 2000 positions/);
    expect(() => nimSumTable("nim", { count: 4, max: 9 }, null)).toThrow(/rows, more than 200/);
  });

  it("binary pads to the width", () => {
    expect([binary(5, 4), binary(0, 3), binary(6, 1)]).toEqual(["0101", "000", "110"]);
  });
});
