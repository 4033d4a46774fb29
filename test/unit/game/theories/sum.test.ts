// The Sprague-Grundy theorem for sums: the Grundy value of a disjunctive sum over the real rules
// equals the nim-sum of the components' values (brute force on the whole tuple, no theory used).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bashGame, nimGame, wythoffGame } from "../../../../lib/game/games";
import { grundy, outcome, type ImpartialGame, type Memo, type Outcome } from "../../../../lib/game/impartial";
import { bashGrundy, staircaseGame, staircaseGrundy, sumGame, sumGrundy } from "../../../../lib/game/theories";

/** Subtract any odd number (the sheet's pile 2). */
const oddSubtraction: ImpartialGame<number> = {
  *moves(n) {
    for (let t = 1; t <= n; t += 2) yield n - t;
  },
  key: (n) => n,
};

describe("Grundy value of a sum = nim-sum of the parts", () => {
  const games = [bashGame(3), wythoffGame, staircaseGame, nimGame] as const;
  type Tuple = [number, readonly [number, number], readonly number[], readonly number[]];
  const sum = sumGame<Tuple>(games);
  const memo: Memo<number> = new Map();
  const memos: Memo<number>[] = [new Map(), new Map(), new Map(), new Map()];

  it("on random sums of a Bash pile, a Wythoff position, a staircase and a Nim position", () => {
    const wythoff = fc
      .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }))
      .map(([a, b]): readonly [number, number] => (a <= b ? [a, b] : [b, a]));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        wythoff,
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 3 }).map((s) => [0, ...s]),
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 2 }).map((p) => p.sort((a, b) => a - b)),
        (bash, w, stairs, nim) => {
          const state: Tuple = [bash, w, stairs, nim];
          const whole = grundy(sum, state, memo);
          expect(whole).toBe(sumGrundy<Tuple>(games, state, memos));
          const closed = bashGrundy(bash, 3) ^ grundy(wythoffGame, w, memos[1]) ^ staircaseGrundy(stairs) ^ nim.reduce((x, p) => x ^ p, 0);
          expect(whole).toBe(closed);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("fills the caller's memo of each component (so later sums reuse it)", () => {
    const parts = [bashGame(2), nimGame] as const;
    const own: Memo<number>[] = [new Map(), new Map()];
    expect(sumGrundy<[number, readonly number[]]>(parts, [4, [1, 2]], own)).toBe(1 ^ 3);
    expect(own[0]!.get(bashGame(2).key(4))).toBe(1);
    expect(own[1]!.get(nimGame.key([1, 2]))).toBe(3);
  });

  it("the sheet's composite game (subtraction {1,2,3}, odd subtraction, Nim piles): win/lose by search", () => {
    const three = sumGame<[number, number, number]>([bashGame(3), oddSubtraction, nimPile]);
    const omemo: Memo<Outcome> = new Map();
    for (let a = 0; a <= 9; a++) {
      for (let b = 0; b <= 9; b++) {
        for (let c = 0; c <= 9; c++) {
          const expected = ((a % 4) ^ (b % 2) ^ c) === 0 ? "P" : "N";
          expect(outcome(three, [a, b, c], omemo), `${a} ${b} ${c}`).toBe(expected);
        }
      }
    }
    // The proposed sample: 4 -> Second; 3 1 -> First; 6 3 3 -> Second.
    expect(outcome(sumGame<[number]>([bashGame(3)]), [4])).toBe("P");
    expect(outcome(sumGame<[number, number]>([bashGame(3), oddSubtraction]), [3, 1])).toBe("N");
    expect(outcome(three, [6, 3, 3], omemo)).toBe("P");
  });

  it("keys of component positions cannot collide across the tuple", () => {
    const strings: ImpartialGame<string> = { moves: () => [], key: (s) => s };
    const pair = sumGame<[string, string]>([strings, strings]);
    expect(pair.key(["a,b", "c"])).not.toBe(pair.key(["a", "b,c"]));
  });
});

const nimPile: ImpartialGame<number> = {
  *moves(n) {
    for (let t = 0; t < n; t++) yield t;
  },
  key: (n) => n,
};
