// The coin-circle widget (POJ 2484): its outcomes, searched over the rules, against the theory,
// each mirror reply's position and outcome, and its directive's arguments and refusals.
import { describe, expect, it } from "vitest";
import { coinCircleFirstWins } from "../../lib/game";
import { formatDirective } from "../../lib/learn/widgets/directive";
import { coinCircleTable } from "../../lib/learn/widgets/coin-circle";
import { spec, refusal } from "./widget-directive-helpers";

describe("coinCircleTable", () => {
  const table = coinCircleTable(1, 24);

  it("n = 1..24: each circle's searched outcome is the theory's (N iff n <= 2)", () => {
    expect(table.map((r) => r.n)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    for (const row of table) {
      expect(row.outcome, `n=${row.n}`).toBe(coinCircleFirstWins(row.n) ? "N" : "P");
      expect(row.theory).toBe(row.outcome);
    }
  });

  it("from n = 3 every first move has a mirror reply leaving two equal rows, and what it leaves is P by search", () => {
    for (const row of table.filter((r) => r.n >= 3)) {
      expect(row.moves.map((m) => [m.take, m.row]), `n=${row.n}`).toEqual([[1, row.n - 1], [2, row.n - 2]]);
      for (const move of row.moves) {
        expect(move.reply, `n=${row.n} take ${move.take}`).not.toBeNull();
        expect(2 * move.reply!.half + move.reply!.take).toBe(move.row);
        expect(move.after).toBe("P");
      }
    }
  });

  it("n = 1 and n = 2: Alice's move that takes every coin leaves no reply", () => {
    expect(table[0]!.moves).toEqual([{ take: 1, row: 0, reply: null, after: "P", firstCoins: [0], replyCoins: [] }]);
    expect(table[1]!.moves[1]).toEqual({ take: 2, row: 0, reply: null, after: "P", firstCoins: [0, 1], replyCoins: [] });
    // Taking one of two coins leaves a single coin, which Bob takes: that first move loses.
    expect(table[1]!.moves[0]).toMatchObject({ take: 1, row: 1, reply: { take: 1, at: 0, half: 0 } });
  });

  it("the row of 7 left from a circle of 8: Bob takes coin 3, leaving 3 and 3", () => {
    expect(coinCircleTable(8, 8)[0]!.moves[0]).toMatchObject({ take: 1, row: 7, reply: { take: 1, at: 3, half: 3 }, after: "P" });
  });
});

describe("coin-circle directive", () => {
  it("reads from and to with their defaults, and round-trips", () => {
    expect(spec("coin-circle")).toEqual({ widget: "coin-circle", from: 1, to: 8 });
    expect(spec("coin-circle from=5 to=16")).toEqual({ widget: "coin-circle", from: 5, to: 16 });
    const s = spec("coin-circle from=20");
    expect(s).toEqual({ widget: "coin-circle", from: 20, to: 24 });
    expect(spec(formatDirective(s))).toEqual(s);
  });

  it("refuses circles out of range, too many circles and an unknown argument, naming the key", () => {
    expect(refusal("coin-circle from=0")).toContain("from");
    expect(refusal("coin-circle from=3 to=25")).toContain("to");
    expect(refusal("coin-circle from=1 to=13")).toContain("to");
    expect(refusal("coin-circle from=5 to=4")).toContain("to");
    expect(refusal("coin-circle n=4")).toContain("n");
  });
});

describe("the reply on the circle", () => {
  it("takes the coins opposite the first move's: the reflection through the first move's coins keeps both moves' coins", () => {
    for (const row of coinCircleTable(3, 14)) {
      for (const move of row.moves) {
        const axis = move.firstCoins[0]! + move.firstCoins.at(-1)!;
        const reflect = (coins: number[]) => coins.map((c) => (((axis - c) % row.n) + row.n) % row.n).sort((a, b) => a - b);
        expect(reflect(move.firstCoins), `n=${row.n}`).toEqual(move.firstCoins);
        expect(reflect(move.replyCoins), `n=${row.n} take ${move.take}`).toEqual(move.replyCoins);
        expect(move.replyCoins.every((c) => c >= move.take && c < row.n)).toBe(true);
      }
    }
    // Eight coins, coin 0 taken: the reply takes coin 4, straight across.
    expect(coinCircleTable(8, 8)[0]!.moves[0]!.replyCoins).toEqual([4]);
    expect(coinCircleTable(7, 7)[0]!.moves[0]!.replyCoins).toEqual([3, 4]);
  });
});
