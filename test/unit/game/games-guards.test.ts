// Bad input to the games' constructors (lib/game/games): every guard throws a RangeError whose
// message names the bad value, and the smallest (or largest) good value next to it is accepted,
// so a guard that moved by one or lost one of its conditions fails here.
import { describe, expect, it } from "vitest";
import {
  bashMoves,
  chessRowGame,
  coinCircle,
  coinRowGrundyTable,
  coinRows,
  dagTokensGame,
  fibonacciNimStart,
  groundedEdges,
  hackenbushGame,
  kikiStart,
  lightSwitchingGame,
  mooreNimGame,
  multiplicationGame,
  stoneSplitStart,
  teamNimGame,
  threeKindsGame,
} from "../../../lib/game/games";
import { expectRangeError } from "../../helpers/expect-range-error";

const UNSAFE = 2 ** 53;

describe("guards of the games", () => {
  it("Bash: m a positive safe integer", () => {
    expectRangeError(() => bashMoves(0), "got 0");
    expectRangeError(() => bashMoves(1.5), "got 1.5");
    expectRangeError(() => bashMoves(UNSAFE), `got ${UNSAFE}`);
    expect([...bashMoves(1)(3)]).toEqual([2]);
  });

  it("chess row: an integer width in 1..30", () => {
    expectRangeError(() => chessRowGame(0), "not 0");
    expectRangeError(() => chessRowGame(31), "1 to 30 cells", "not 31");
    expectRangeError(() => chessRowGame(2.5), "not 2.5");
    // The narrowest and widest rows: a chessman at the right edge cannot move.
    expect([...chessRowGame(1).moves(0b1)]).toEqual([]);
    expect([...chessRowGame(30).moves(1 << 28)]).toEqual([1 << 29]);
    expect([...chessRowGame(30).moves(1 << 29)]).toEqual([]);
  });

  it("the default chess row is the problem's 20 cells", () => {
    expect([...chessRowGame().moves(1 << 18)]).toEqual([1 << 19]);
    expect([...chessRowGame().moves(1 << 19)]).toEqual([]);
  });

  it("coin circle: whole numbers of coins", () => {
    expectRangeError(() => coinCircle(-1), "got -1");
    expectRangeError(() => coinCircle(1.5), "got 1.5");
    expectRangeError(() => coinCircle(UNSAFE), `got ${UNSAFE}`);
    expect(coinCircle(0)).toEqual({ circle: 0 });
    expectRangeError(() => coinRows([2, -1]), "got -1");
    expectRangeError(() => coinRows([2.5]), "got 2.5");
    expectRangeError(() => coinRows([UNSAFE]), `got ${UNSAFE}`);
    expect(coinRows([0, 2, 0, 1])).toEqual({ rows: [1, 2] });
    expectRangeError(() => coinRowGrundyTable(-1), "got -1");
    expectRangeError(() => coinRowGrundyTable(0.5), "got 0.5");
    expectRangeError(() => coinRowGrundyTable(UNSAFE), `got ${UNSAFE}`);
    expect(coinRowGrundyTable(0)).toEqual([0]);
  });

  it("DAG tokens: every edge ends at a vertex 0..n-1", () => {
    expectRangeError(() => dagTokensGame([[1], [2]]), "edge 1 -> 2", "0..1");
    expectRangeError(() => dagTokensGame([[-1], []]), "edge 0 -> -1");
    expectRangeError(() => dagTokensGame([[0.5], []]), "edge 0 -> 0.5");
    expect([...dagTokensGame([[1], []]).moves([0])]).toEqual([[1]]);
  });

  it("Fibonacci Nim: a positive safe number of stones", () => {
    expectRangeError(() => fibonacciNimStart(0), "got 0");
    expectRangeError(() => fibonacciNimStart(2.5), "got 2.5");
    expectRangeError(() => fibonacciNimStart(UNSAFE), `got ${UNSAFE}`);
    expect(fibonacciNimStart(1)).toEqual({ stones: 1, cap: 0 });
  });

  it("Hackenbush: at most 30 edges", () => {
    const chain = (n: number): [number, number][] => Array.from({ length: n }, (_, i) => [i, i + 1]);
    expectRangeError(() => hackenbushGame({ edges: chain(31), root: 0 }), "at most 30 edges", "got 31");
    expectRangeError(() => groundedEdges({ edges: chain(31), root: 0 }, 1), "got 31");
    // Cutting the top edge of a 30-edge chain leaves the other 29.
    expect([...hackenbushGame({ edges: chain(30), root: 0 }).moves(2 ** 30 - 1)].at(-1)).toBe(2 ** 29 - 1);
  });

  it("kiki: positive safe integer sides", () => {
    expectRangeError(() => kikiStart(0, 3), "got 0 x 3");
    expectRangeError(() => kikiStart(3, 0), "got 3 x 0");
    expectRangeError(() => kikiStart(1.5, 3), "got 1.5 x 3");
    expectRangeError(() => kikiStart(3, 1.5), "got 3 x 1.5");
    expectRangeError(() => kikiStart(UNSAFE, 3), `got ${UNSAFE} x 3`);
    expectRangeError(() => kikiStart(3, UNSAFE), `got 3 x ${UNSAFE}`);
    expect(kikiStart(1, 1)).toEqual({ rows: 1, cols: 1, below: 0, left: 0 });
  });

  it("light switching: at least one axis, integer sizes >= 1, volume <= 30", () => {
    expectRangeError(() => lightSwitchingGame([]), "got ()");
    expectRangeError(() => lightSwitchingGame([2, 0]), "got (2 x 0)");
    expectRangeError(() => lightSwitchingGame([1.5]), "got (1.5)");
    expectRangeError(() => lightSwitchingGame([31]), "got (31)");
    expectRangeError(() => lightSwitchingGame([4, 4, 2]), "got (4 x 4 x 2)");
    // A row of 30 lights: from the last one lit, 30 moves (x1 = 1..30).
    expect([...lightSwitchingGame([30]).moves(2 ** 29)]).toHaveLength(30);
    expect([...lightSwitchingGame([1]).moves(1)]).toEqual([0]);
  });

  it("Moore's Nim: k a positive integer, cap a non-negative integer or none", () => {
    expectRangeError(() => mooreNimGame(0), "k must be a positive integer, got 0");
    expectRangeError(() => mooreNimGame(1.5), "got 1.5");
    expectRangeError(() => mooreNimGame(UNSAFE), `got ${UNSAFE}`);
    expectRangeError(() => mooreNimGame(1, -1), "cap must be a non-negative integer, got -1");
    expectRangeError(() => mooreNimGame(1, 0.5), "got 0.5");
    expectRangeError(() => mooreNimGame(1, UNSAFE), `got ${UNSAFE}`);
    expect([...mooreNimGame(1, 0).moves([2])]).toEqual([]);
    expect([...mooreNimGame(1).moves([2])]).toEqual([[1], [0]]);
  });

  it("the multiplication game: an integer target in 2..2^40", () => {
    expectRangeError(() => multiplicationGame(1), "got 1");
    expectRangeError(() => multiplicationGame(2.5), "got 2.5");
    expectRangeError(() => multiplicationGame(2 ** 40 + 1), `got ${2 ** 40 + 1}`);
    expect([...multiplicationGame(2).moves(1)]).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...multiplicationGame(2 ** 40).moves(2 ** 40 - 1)]).toHaveLength(8);
    expect([...multiplicationGame(2 ** 40).moves(2 ** 40)]).toEqual([]);
  });

  it("stone split: every pile holds at least one stone", () => {
    expectRangeError(() => stoneSplitStart([3, 0]), "got (3, 0)");
    expectRangeError(() => stoneSplitStart([1.5]), "got (1.5)");
    expectRangeError(() => stoneSplitStart([UNSAFE]), `got (${UNSAFE})`);
    expect(stoneSplitStart([3, 1])).toEqual({ piles: [1, 3], moverMagic: true, otherMagic: true });
  });

  it("team Nim: an even number (at least 2) of positive maximum takes", () => {
    expectRangeError(() => teamNimGame([]), "got 0");
    expectRangeError(() => teamNimGame([3]), "got 1");
    expectRangeError(() => teamNimGame([3, 4, 5]), "got 3");
    expectRangeError(() => teamNimGame([3, 0]), "a maximum take must be a positive integer, got 0");
    expectRangeError(() => teamNimGame([1.5, 3]), "got 1.5");
    expectRangeError(() => teamNimGame([3, UNSAFE]), `got ${UNSAFE}`);
    expect([...teamNimGame([1, 1]).moves({ stones: 2, turn: 1 })]).toEqual([{ stones: 1, turn: 0 }]);
  });

  it("three kinds of piles: a position has pile 1", () => {
    expectRangeError(() => [...threeKindsGame.moves([])], "at least pile 1");
    expect([...threeKindsGame.moves([1])]).toEqual([[0]]);
  });
});
