// The play page's graph board (A Chess Game, chessmen on a DAG) against the real rules: what the
// board can propose (a chessman from a vertex to a vertex an arrow points to), once matched to the
// rules' options, is exactly the set of legal moves, all game long. Typed starts, and the layout
// the board and the dag-grundy widget share.
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../lib/game";
import { dagLayout, dagPoints } from "../../lib/learn/dag-layout";
import { learnDag } from "../../lib/learn/games/dag-tokens";
import { defaultParams, learnGame, type LearnGame } from "../../lib/learn";
import { currentPosition, isOver, playComputerMove, playStudentMove, sessionMoveMatcher, startSession, type PlaySession } from "../../lib/learn/play";
import { chessmenOf, chessmenPerVertex, moveChessman } from "../../lib/learn/play/boards/graph";
import { parseStart } from "../../lib/learn/play/boards/parse-start";

const game = learnGame("dag-tokens")! as LearnGame<number[]>;

/** What the graph board offers: each vertex holding a chessman, to each vertex its arrows reach. */
function proposals(graph: number[][], chessmen: number[]): number[][] {
  return [...new Set(chessmen)].flatMap((v) => graph[v]!.map((w) => moveChessman(chessmen, v, w)));
}

function expectBoardOffersLegalMoves(session: PlaySession<number[]>, graph: number[][]) {
  const rules = game.rules(session.params);
  const match = sessionMoveMatcher(game, session);
  const offered = proposals(graph, chessmenOf(currentPosition(session)));
  const keys = new Set(offered.map((p) => match(p)).map((m) => (m === undefined ? "refused" : rules.key(m))));
  expect(keys).toEqual(new Set(session.moves.map((m) => rules.key(m))));
}

describe("the graph board of dag-tokens", () => {
  it("is the game's board, and draws the graph of its parameters", () => {
    expect(game.board).toBe("graph");
    expect(game.graph?.({ vertices: 9, seed: 4 })).toEqual(learnDag(9, 4));
  });

  it.each([
    { vertices: 12, seed: 1, chessmen: 2 },
    { vertices: 20, seed: 5, chessmen: 3 },
    { vertices: 6, seed: 9, chessmen: 4 },
  ])("offers exactly the legal moves all game long (computer moves included), %j", (params) => {
    const graph = game.graph!(params);
    const random = seededRandom(3).next;
    for (let round = 0; round < 10; round++) {
      let session = startSession(game, params, game.startPosition(params, random), "student");
      while (!isOver(session)) {
        expectBoardOffersLegalMoves(session, graph);
        // The student plays a random move made on the board; the computer answers.
        const offered = proposals(graph, currentPosition(session));
        session = session.toMove === "computer" ? playComputerMove(game, session) : playStudentMove(game, session, offered[Math.floor(random() * offered.length)]!);
      }
    }
  });

  it("moves one chessman of several on a vertex, and counts the chessmen per vertex", () => {
    expect(moveChessman([2, 2, 5], 2, 0)).toEqual([0, 2, 5]);
    expect(() => moveChessman([1], 3, 0)).toThrow(/no chessman on vertex 3/);
    expect(chessmenPerVertex([0, 2, 2], 4)).toEqual([1, 0, 2, 0]);
  });

  it("typed starts: the chessmen's vertices, sorted, repeats allowed, within the graph", () => {
    const params = defaultParams(game as LearnGame<unknown>);
    expect(parseStart(game, params, "5 0 5")).toEqual({ ok: true, position: [0, 5, 5], shown: [0, 5, 5] });
    expect(parseStart(game, params, "12")).toMatchObject({ ok: false, error: { code: "startVertices", params: { max: 11 } } });
    expect(parseStart(game, params, "1 1 1 1 1 1 1 1 1")).toMatchObject({ ok: false, error: { code: "startChessmenMax" } });
    expect(parseStart(game, params, "a").ok).toBe(false);
  });
});

describe("dagLayout", () => {
  it("puts vertices without moves in the bottom row and every edge one row or more down, one vertex per place", () => {
    for (const seed of [1, 2, 3]) {
      const graph = learnDag(25, seed);
      const layout = dagLayout(graph);
      graph.forEach((targets, v) => {
        if (targets.length === 0) expect(layout.height[v]).toBe(0);
        for (const w of targets) expect(layout.height[v]).toBeGreaterThan(layout.height[w]!);
      });
      const points = dagPoints(layout, { x: 10, y: 10 }, 0);
      expect(new Set(points.map((p) => `${p.x},${p.y}`)).size).toBe(graph.length);
    }
  });

  it("lays out a chain of 5000 vertices without deep recursion", () => {
    const chain = Array.from({ length: 5000 }, (_, v) => (v > 0 ? [v - 1] : []));
    const layout = dagLayout(chain);
    expect(layout.height[4999]).toBe(4999);
    expect({ rows: layout.rows, widest: layout.widest }).toEqual({ rows: 5000, widest: 1 });
  });
});
