// The exact options, keys and edge cases of the games that other tests mostly reach through a
// search (lib/game/games): a search can hide an extra duplicate option, an unsorted one or a key
// that merges two positions, so these check them directly on hand-computed cases.
import { describe, expect, it } from "vitest";
import {
  bashMoves,
  chessRowGame,
  chessRowMask,
  coinCircle,
  coinCircleGame,
  coinRows,
  dagTokensGame,
  fibonacciUpTo,
  hackenbushGame,
  hackenbushStart,
  lightSwitchingCells,
  multiplicationProducts,
  stoneSplitGame,
  stoneSplitStart,
  teamNimGame,
  threeKindsGame,
} from "../../../lib/game/games";

describe("Bash's game", () => {
  it("takes 1..m stones, never more than there are", () => {
    expect([...bashMoves(3)(5)]).toEqual([4, 3, 2]);
    expect([...bashMoves(3)(2)]).toEqual([1, 0]);
    expect([...bashMoves(3)(3)]).toEqual([2, 1, 0]);
    expect([...bashMoves(3)(0)]).toEqual([]);
  });
});

describe("the chess row", () => {
  it("a chessman steps right or jumps the block to its right; none leaves the row", () => {
    const game = chessRowGame(4);
    // Columns 1, 2 and 4: the 1 jumps the 2 to column 3, the 2 steps to 3, the 4 is at the edge.
    expect([...game.moves(chessRowMask([1, 2, 4]))]).toEqual([chessRowMask([2, 3, 4]), chessRowMask([1, 3, 4])]);
    expect([...game.moves(chessRowMask([3, 4]))]).toEqual([]);
    expect([...game.moves(0)]).toEqual([]);
  });
});

describe("the coin circle", () => {
  it("keys tell circles, rows and sizes apart", () => {
    const keys = [coinCircle(3), coinCircle(4), coinCircle(12), coinRows([3]), coinRows([1, 2]), coinRows([12])].map(coinCircleGame.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(coinCircleGame.key(coinRows([2, 1]))).toBe(coinCircleGame.key(coinRows([1, 2])));
  });

  it("a row of 1 can be taken, a row of 2 taken at once or split", () => {
    expect([...coinCircleGame.moves(coinRows([1]))]).toEqual([{ rows: [] }]);
    expect([...coinCircleGame.moves(coinRows([2]))]).toEqual([{ rows: [1] }, { rows: [] }]);
    expect([...coinCircleGame.moves(coinRows([1, 2]))]).toEqual([{ rows: [2] }, { rows: [1, 1] }, { rows: [1] }]);
  });
});

describe("DAG tokens", () => {
  /** 13 vertices: 3 -> 7 (twice), 5 -> 9, 1 -> 0; the rest have no edges. Built in each test: a game built while the tests are collected runs no mutant. */
  function tokensGame() {
    const graph: number[][] = Array.from({ length: 13 }, () => []);
    graph[3] = [7, 7];
    graph[5] = [9];
    graph[1] = [0];
    return dagTokensGame(graph);
  }

  it("moves one chessman along an edge; the result is sorted numerically; parallel edges count once", () => {
    const game = tokensGame();
    expect([...game.moves([3, 5])]).toEqual([
      [5, 7],
      [3, 9],
    ]);
    expect([...game.moves([5, 10])]).toEqual([[9, 10]]);
  });

  it("chessmen on one vertex move alike: their options are listed once", () => {
    expect([...tokensGame().moves([1, 1])]).toEqual([[0, 1]]);
  });

  it("the key separates different multisets", () => {
    const game = tokensGame();
    expect(game.key([1, 1, 2])).not.toBe(game.key([1, 12]));
  });
});

describe("Hackenbush", () => {
  it("a graph whose edges do not touch the ground is empty from the start", () => {
    const graph = { edges: [[1, 2]] as [number, number][], root: 0 };
    expect(hackenbushStart(graph)).toBe(0);
    expect([...hackenbushGame(graph).moves(0)]).toEqual([]);
  });
});

describe("light switching cells", () => {
  it("lists the lit cells, 1-based, in bit order", () => {
    expect(lightSwitchingCells([2, 3], 0b100001)).toEqual([
      [1, 1],
      [2, 3],
    ]);
    expect(lightSwitchingCells([5], 0)).toEqual([]);
  });
});

describe("the multiplication game", () => {
  it("the products below n reachable from 1, never n itself", () => {
    expect(multiplicationProducts(8)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(multiplicationProducts(12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(multiplicationProducts(2)).toEqual([1]);
  });
});

describe("Fibonacci numbers", () => {
  it("up to a bound that is itself a Fibonacci number, it is included", () => {
    expect(fibonacciUpTo(3)).toEqual([1, 2, 3]);
    expect(fibonacciUpTo(1)).toEqual([1]);
    expect(fibonacciUpTo(4)).toEqual([1, 2, 3]);
  });
});

describe("team Nim", () => {
  it("the key gives each (stones, seat) its own number", () => {
    const game = teamNimGame([1, 2, 3, 4]);
    const keys = [];
    for (let stones = 0; stones <= 5; stones++) for (let turn = 0; turn < 4; turn++) keys.push(game.key({ stones, turn }));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("the seats take turns in order and wrap around", () => {
    const game = teamNimGame([1, 2, 3, 4]);
    expect([...game.moves({ stones: 5, turn: 3 })].map((p) => [p.stones, p.turn])).toEqual([
      [4, 0],
      [3, 0],
      [2, 0],
      [1, 0],
    ]);
    expect([...game.moves({ stones: 5, turn: 1 })].map((p) => [p.stones, p.turn])).toEqual([
      [4, 2],
      [3, 2],
    ]);
  });
});

describe("three kinds of piles", () => {
  it("the key tells a missing pile 2 from an empty one, and the Nim piles apart", () => {
    const keys = [[3], [3, 0], [3, 0, 0], [3, 1], [3, 0, 12], [3, 0, 1, 2]].map(threeKindsGame.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("stone split's start", () => {
  it("sorts a copy of the piles, numerically", () => {
    const piles = [10, 3, 9];
    expect(stoneSplitStart(piles).piles).toEqual([3, 9, 10]);
    expect(piles).toEqual([10, 3, 9]);
  });
});

describe("stone split's options", () => {
  it("each split is yielded at its smaller keep, before that keep's magic", () => {
    const options = [...stoneSplitGame.moves({ piles: [3], moverMagic: true, otherMagic: true })];
    expect(options.map((p) => p.piles)).toEqual([[1, 2], [1, 1], [2, 7]]);
  });
});
