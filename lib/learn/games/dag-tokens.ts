// POJ 2425 A Chess Game: chessmen on a directed acyclic graph, a move slides one chessman along
// one edge. Each vertex has its Grundy value g(v) = mex of its successors' values; a position is
// lost for the player to move exactly when the xor of the chessmen's values is 0.
//
// The graph comes from the parameters (a seeded random DAG, every edge to a smaller vertex
// number); the play page's graph board draws it and the conjecture checker passes it along.
import { dagGrundy, dagTokensGame, dagTokensGrundy, dagTokensWinningMoves, seededRandom, type ImpartialGame } from "../../game";
import type { LearnGame, LearnParamValues } from "../learn-game";
import { learnText } from "../learn-text";
import { sortedPilePositions } from "./sorted-piles";

/** The chessmen's vertices, ascending. */
type Chessmen = number[];

const vertexCount = (params: LearnParamValues) => Number(params.vertices ?? 12);
const chessmenCount = (params: LearnParamValues) => Number(params.chessmen ?? 2);
const seedOf = (params: LearnParamValues) => Number(params.seed ?? 1);

/**
 * The game's graph: vertex 0 has no move, and each vertex v >= 1 has one to three edges to
 * distinct smaller vertices, chosen by the seed (v - 1 among them half the time, so long chains
 * occur).
 */
export function learnDag(vertices: number, seed: number): number[][] {
  const rng = seededRandom(seed * 7919 + vertices);
  return Array.from({ length: vertices }, (_, v) => {
    if (v === 0) return [];
    const out = new Set<number>(rng.next() < 0.5 ? [v - 1] : []);
    const want = rng.int(1, Math.min(3, v));
    while (out.size < want) out.add(rng.int(0, v - 1));
    return [...out].sort((a, b) => a - b);
  });
}

const graphOf = (params: LearnParamValues) => learnDag(vertexCount(params), seedOf(params));
const ascending = (p: number[]) => p.sort((a, b) => a - b);

export const dagTokens: LearnGame<Chessmen> = {
  id: "dag-tokens",
  title: "A Chess Game (chessmen on a DAG)",
  board: "graph",
  params: [
    { name: "vertices", label: "Number of vertices", kind: "int", min: 2, max: 30, default: 12 },
    { name: "chessmen", label: "Number of chessmen", kind: "int", min: 1, max: 4, default: 2 },
    { name: "seed", label: "Graph number", kind: "int", min: 1, max: 999, default: 1 },
  ],
  graph: graphOf,
  rules: (params) => dagTokensGame(graphOf(params)) as ImpartialGame<Chessmen>,
  isP: (chessmen, params) => dagTokensGrundy(graphOf(params), chessmen) === 0,
  winningMove(chessmen, params) {
    const graph = graphOf(params);
    const values = dagGrundy(graph);
    const [move] = dagTokensWinningMoves(graph, chessmen, values);
    if (!move) return null;
    const sum = dagTokensGrundy(graph, chessmen, values);
    const to = chessmen.slice();
    to[move.token] = move.to;
    return {
      to: ascending(to),
      explanation: learnText("dagTokensWinning", {
        values: [...new Set(chessmen)].map((v) => `g(${v}) = ${values[v]}`).join(", "),
        terms: chessmen.map((v) => values[v]).join(" ⊕ "),
        sum,
        from: move.from,
        to: move.to,
        moves: graph[move.from]!.join(", "),
        target: values[move.to]!,
        value: values[move.from]!,
      }),
    };
  },
  show: (chessmen) => `(${chessmen.join(", ")})`,
  positions(bound, params) {
    const count = chessmenCount(params);
    const top = Math.min(bound, vertexCount(params) - 1);
    return sortedPilePositions(count, top);
  },
  maxBound: 29,
  defaultBound: 11,
  predicate: {
    isP: "function isP(chessmen: number[], graph: number[][]): boolean",
    grundy: "function grundy(chessmen: number[], graph: number[][]): number",
    args: (chessmen, params) => [chessmen.slice(), graphOf(params)],
  },
  startPosition(params, random) {
    const n = vertexCount(params);
    return ascending(Array.from({ length: chessmenCount(params) }, () => Math.floor(random() * n)));
  },
};
