// The moves and keys of the small classic games of lib/game/games against hand-computed cases:
// every option in the order the game yields it, equal piles searched once, the position given
// left unchanged, and keys that tell positions apart exactly when the game does.
import { describe, expect, it } from "vitest";
import {
  beansGame,
  georgiaBobGame,
  kikiGame,
  kikiStart,
  nimGame,
  powersOfTwoGame,
  powersOfTwoMoves,
  sNimGame,
  wythoffGame,
  type ImpartialGame,
} from "../../../lib/game";
import { mooreNimGame, teamNimGame } from "../../../lib/game/games";

/** The options of `position`, checking that listing them leaves the position as it was. */
function options<S>(game: ImpartialGame<S>, position: S): S[] {
  const before = JSON.stringify(position);
  const out = [...game.moves(position)];
  expect(JSON.stringify(position)).toBe(before);
  return out;
}

const numerically = (piles: readonly number[]) => piles.slice().sort((a, b) => a - b);

describe("kiki's game (HDU 2147)", () => {
  it("the start is the top-right cell: rows - 1 below the goal, cols - 1 to its left", () => {
    expect(kikiStart(3, 5)).toEqual({ rows: 3, cols: 5, below: 2, left: 4 });
  });

  it("moves left, down and down-left while there is room", () => {
    const p = { rows: 4, cols: 4, below: 2, left: 1 };
    expect(options(kikiGame, p)).toEqual([
      { rows: 4, cols: 4, below: 2, left: 0 },
      { rows: 4, cols: 4, below: 1, left: 1 },
      { rows: 4, cols: 4, below: 1, left: 0 },
    ]);
    expect(options(kikiGame, { ...p, below: 0 })).toEqual([{ rows: 4, cols: 4, below: 0, left: 0 }]);
    expect(options(kikiGame, { ...p, left: 0 })).toEqual([{ rows: 4, cols: 4, below: 1, left: 0 }]);
    expect(options(kikiGame, { ...p, below: 0, left: 0 })).toEqual([]);
  });

  it("the key is the coin's distances only: the board's size does not matter", () => {
    expect(kikiGame.key({ rows: 9, cols: 9, below: 1, left: 2 })).toBe(kikiGame.key({ rows: 3, cols: 3, below: 1, left: 2 }));
    expect(kikiGame.key({ rows: 3, cols: 3, below: 1, left: 2 })).not.toBe(kikiGame.key({ rows: 3, cols: 3, below: 2, left: 1 }));
    expect(kikiGame.key({ rows: 3, cols: 13, below: 1, left: 12 })).not.toBe(kikiGame.key({ rows: 13, cols: 3, below: 11, left: 2 }));
  });
});

describe("powers of two (HDU 1847)", () => {
  it("takes 1, 2, 4, ... cards, up to all of them", () => {
    expect([...powersOfTwoMoves(0)]).toEqual([]);
    expect([...powersOfTwoMoves(1)]).toEqual([0]);
    expect([...powersOfTwoMoves(7)]).toEqual([6, 5, 3]);
    expect([...powersOfTwoMoves(8)]).toEqual([7, 6, 4, 0]);
    expect(options(powersOfTwoGame, 12)).toEqual([11, 10, 8, 4]);
    expect([powersOfTwoGame.key(5), powersOfTwoGame.key(6)]).toEqual([5, 6]);
  });
});

describe("Nim (POJ 2234)", () => {
  it("takes any positive number from one pile; equal piles give one set of options; options are sorted", () => {
    expect(options(nimGame, [1, 3, 3])).toEqual([
      [0, 3, 3],
      [0, 1, 3],
      [1, 1, 3],
      [1, 2, 3],
    ]);
    expect(options(nimGame, [2])).toEqual([[0], [1]]);
    expect(options(nimGame, [0, 0])).toEqual([]);
  });

  it("sorts numerically, not as text", () => {
    for (const option of options(nimGame, [10, 9, 2])) expect(option).toEqual(numerically(option));
  });

  it("the key ignores the piles' order and separates different piles", () => {
    expect(nimGame.key([10, 2])).toBe(nimGame.key([2, 10]));
    const input = [10, 2];
    nimGame.key(input);
    expect(input).toEqual([10, 2]);
    expect(nimGame.key([1, 2, 3])).not.toBe(nimGame.key([1, 23]));
    expect(nimGame.key([2, 10])).not.toBe(nimGame.key([2, 9]));
  });
});

describe("S-Nim (POJ 2960)", () => {
  // Each test builds its game: a game built while the tests are collected runs no mutant.
  it("removes a member of S from one pile when it fits; equal piles searched once", () => {
    expect(options(sNimGame([2, 1, 2]), [1, 3, 3])).toEqual([
      [0, 3, 3],
      [1, 2, 3],
      [1, 1, 3],
    ]);
    // A removal equal to the pile empties it.
    expect(options(sNimGame([2]), [2, 5])).toEqual([
      [0, 5],
      [2, 3],
    ]);
    expect(options(sNimGame([3]), [1, 2])).toEqual([]);
  });

  it("sorts each option numerically", () => {
    expect(options(sNimGame([5]), [9, 10])).toEqual([
      [4, 10],
      [5, 9],
    ]);
  });

  it("the key separates different piles", () => {
    const game = sNimGame([1]);
    expect(game.key([1, 1, 2])).not.toBe(game.key([1, 12]));
    expect(game.key([1, 2])).toBe(game.key([1, 2]));
  });
});

describe("Georgia and Bob (POJ 1704)", () => {
  it("slides a chessman left onto empty cells, never past its left neighbour or cell 1", () => {
    expect(options(georgiaBobGame, [2, 5])).toEqual([
      [1, 5],
      [2, 3],
      [2, 4],
    ]);
    expect(options(georgiaBobGame, [1, 2])).toEqual([]);
    expect(options(georgiaBobGame, [3])).toEqual([[1], [2]]);
  });

  it("the key separates different strips", () => {
    expect(georgiaBobGame.key([1, 2, 3])).not.toBe(georgiaBobGame.key([1, 23]));
  });
});

describe("Wythoff's game (POJ 1067)", () => {
  it("takes from one pile or the same from both, the piles keeping their places", () => {
    expect(options(wythoffGame, [2, 1])).toEqual([
      [0, 1],
      [1, 1],
      [2, 0],
      [1, 0],
    ]);
    expect(options(wythoffGame, [0, 2])).toEqual([
      [0, 0],
      [0, 1],
    ]);
    expect(options(wythoffGame, [0, 0])).toEqual([]);
  });

  it("(a, b) and (b, a) are different positions", () => {
    expect(wythoffGame.key([1, 2])).not.toBe(wythoffGame.key([2, 1]));
    expect(wythoffGame.key([1, 23])).not.toBe(wythoffGame.key([12, 3]));
  });
});

describe("the Beans game (ZOJ 3057)", () => {
  it("takes from one pile or the same from two; every option sorted", () => {
    expect(options(beansGame, [1, 2, 2])).toEqual([
      [0, 2, 2],
      [0, 1, 2],
      [1, 1, 2],
      [0, 1, 2],
      [1, 1, 2],
      [0, 1, 2],
      [0, 1, 2],
      [1, 1, 1],
      [0, 0, 1],
    ]);
    expect(options(beansGame, [0, 0, 0])).toEqual([]);
  });

  it("sorts numerically and takes from a pair only up to the smaller pile", () => {
    const all = options(beansGame, [10, 2, 1]);
    for (const option of all) expect(option).toEqual(numerically(option));
    expect(all.every((option) => option.every((p) => p >= 0))).toBe(true);
    // 10 + 2 + 1 single-pile options, and 2 + 1 + 1 two-pile ones.
    expect(all).toHaveLength(17);
  });

  it("the key is the sorted triple", () => {
    expect(beansGame.key([10, 2, 3])).toBe(beansGame.key([2, 3, 10]));
    expect(beansGame.key([10, 2, 3])).not.toBe(beansGame.key([10, 2, 4]));
    expect(beansGame.key([1, 2, 3])).not.toBe(beansGame.key([1, 1, 23]));
    expect(beansGame.key([1, 1, 111])).not.toBe(beansGame.key([1, 11, 11]));
  });
});

describe("Moore's Nim_k", () => {
  it("the key separates piles whose digits run together", () => {
    const game = mooreNimGame(2);
    expect(game.key([1, 12])).not.toBe(game.key([11, 2]));
    expect(game.key([3, 4])).toBe(game.key([3, 4]));
  });
});

describe("team Nim", () => {
  it("keeps its own copy of the seats' limits: changing the caller's array later changes nothing", () => {
    const limits = [1, 2];
    const game = teamNimGame(limits);
    limits[0] = 5;
    expect([...game.moves({ stones: 3, turn: 0 })]).toEqual([{ stones: 2, turn: 1 }]);
    expect(game.seats).toBe(2);
  });
});
