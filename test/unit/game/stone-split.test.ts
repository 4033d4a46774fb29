// HDU 4388 Stone Game II: the parity of the 1-bits against a search of the real rules (splits
// and each player's one magic), on every small position, with every combination of magic left.
import { describe, expect, it } from "vitest";
import { literalStoneSplitGame, splitKeeps, stoneSplitGame, stoneSplitStart, type StoneSplitPosition } from "../../../lib/game/games";
import { outcome, type Memo, type Outcome } from "../../../lib/game/impartial";
import { popcount, stoneSplitFirstWins } from "../../../lib/game/theories";

/** Every ascending tuple of `count` piles of 1..max stones. */
function* sortedPiles(count: number, max: number, min = 1): Generator<number[]> {
  if (count === 0) return yield [];
  for (let a = min; a <= max; a++) for (const rest of sortedPiles(count - 1, max, a)) yield [a, ...rest];
}

const FLAGS = [[true, true], [true, false], [false, true], [false, false]] as const;
const keys = (moves: Iterable<StoneSplitPosition>) => [...moves].map((m) => `${m.piles.join(",")}|${m.moverMagic ? 1 : 0}${m.otherMagic ? 1 : 0}`).sort();

describe("the moves", () => {
  it("k runs over 0 < k < n with k xor n < n", () => {
    // 6 = 110: k = 1 gives 1 xor 6 = 7, too large; 2, 3, 4, 5 give 4, 5, 2, 3.
    expect([...splitKeeps(6)]).toEqual([2, 3, 4, 5]);
    expect([...splitKeeps(9)]).toEqual([1, 8]);
    expect([...splitKeeps(8)]).toEqual([]);
    expect([...splitKeeps(1)]).toEqual([]);
  });

  it("a split swaps the magic flags; the magic spends the mover's and makes (2k) xor n", () => {
    // 3 = 11: k = 1 or 2, pieces (1, 2); magic piles (2·1) xor 3 = 1 and (2·2) xor 3 = 7.
    expect(keys(stoneSplitGame.moves({ piles: [3], moverMagic: true, otherMagic: false }))).toEqual(["1,2|01", "1,1|00", "2,7|00"].sort());
    expect(keys(stoneSplitGame.moves({ piles: [3], moverMagic: false, otherMagic: true }))).toEqual(["1,2|10"]);
  });

  it("no magic makes an empty pile in our rules; the literal reading allows it (14 with k = 7)", () => {
    const start = stoneSplitStart([14]);
    expect(keys(stoneSplitGame.moves(start)).filter((k) => k.startsWith("7|"))).toEqual([]);
    expect(keys(literalStoneSplitGame.moves(start))).toContain("7|10");
  });

  it("powers of two have no move", () => {
    for (const p of [1, 2, 4, 64, 1 << 16]) expect([...stoneSplitGame.moves(stoneSplitStart([p]))], `${p}`).toEqual([]);
  });

  it("refuses an empty or fractional pile", () => {
    expect(() => stoneSplitStart([3, 0])).toThrow(/at least one stone/);
    expect(() => stoneSplitStart([1.5])).toThrow(/at least one stone/);
  });
});

describe("the parity of the 1-bits", () => {
  it("popcount", () => {
    expect([0, 1, 2, 3, 7, 100_000, 0x7fffffff].map(popcount)).toEqual([0, 1, 1, 2, 3, 6, 31]);
  });

  const memo: Memo<Outcome> = new Map();
  it.each([[1, 16], [2, 8], [3, 5]])("every position of %i piles up to %i, any magic left: first wins iff Σ (popcount − 1) is odd", (count, max) => {
    for (const piles of sortedPiles(count, max)) {
      for (const [moverMagic, otherMagic] of FLAGS) {
        const truth = outcome(stoneSplitGame, { piles, moverMagic, otherMagic }, memo);
        expect(truth, `(${piles.join(", ")}) magic ${moverMagic}/${otherMagic}`).toBe(stoneSplitFirstWins(piles) ? "N" : "P");
      }
    }
  });

  it("the samples: (1, 2) loses, (1, 2, 3) wins, (1, 2, 3, 3) loses", () => {
    expect([[1, 2], [1, 2, 3], [1, 2, 3, 3]].map((p) => outcome(stoneSplitGame, stoneSplitStart(p), memo))).toEqual(["P", "N", "P"]);
    expect([[1, 2], [1, 2, 3], [1, 2, 3, 3]].map(stoneSplitFirstWins)).toEqual([false, true, false]);
  });
});

describe("the literal reading (a magic may empty a pile)", () => {
  const memo: Memo<Outcome> = new Map();
  it("the first player wins (14), (3, 6) and (5, 6), which the parity calls lost", () => {
    for (const piles of [[14], [3, 6], [5, 6]]) {
      expect(stoneSplitFirstWins(piles), piles.join(",")).toBe(false);
      expect(outcome(literalStoneSplitGame, stoneSplitStart(piles), memo), piles.join(",")).toBe("N");
    }
  });

  it("agrees with the parity on the pairs up to 8 where no pile can be halved by a magic (the two highest bits not both set)", () => {
    const halvable = (n: number) => n % 2 === 0 && ((n / 2) ^ n) < n;
    for (const piles of sortedPiles(2, 8)) {
      if (piles.some(halvable)) continue;
      expect(outcome(literalStoneSplitGame, stoneSplitStart(piles), memo), piles.join(",")).toBe(stoneSplitFirstWins(piles) ? "N" : "P");
    }
  });
});
