// Widget 5: a small directed acyclic graph drawn with the Grundy value of every vertex
// (g(v) = mex of its successors' values), and optionally chessmen on it with the xor of their
// vertices' values (POJ 2425). The values come from lib/game's dagGrundy and the layout from
// ../dag-layout, computed (and tested) here once for the picture and the table beside it.
import { CyclicGameError, dagGrundy, dagTokensGrundy } from "../../game";
import { dagLayout } from "../dag-layout";
import { DirectiveError, WidgetComputeError } from "./arg-reader";
import { LIMITS } from "./limits";
import { defineWidget } from "./widget-definition";

export type Edge = readonly [from: number, to: number];

export interface DagGrundyParams {
  edges: Edge[];
  /** The vertex count when vertices without edges follow the last one named; else null. */
  vertices: number | null;
  tokens: number[] | null;
}

export interface DagVertex {
  v: number;
  grundy: number;
  /** Out-neighbours, ascending, each once. */
  successors: number[];
  /** Distinct values among the successors, ascending: g(v) is their mex. */
  optionValues: number[];
  /** The longest path from v to a vertex without moves (0 for those): the picture's row from the bottom. */
  height: number;
  /** The position of v in its row, from the left (rows list their vertices in index order). */
  slot: number;
}

export interface DagGrundy {
  vertices: DagVertex[];
  edges: Edge[];
  /** Rows of the picture (heights 0..rows-1), and the most vertices in one row. */
  rows: number;
  widest: number;
  /** The chessmen's vertices as given, and the xor of their values (non-zero: the first player wins). */
  tokens: number[] | null;
  xor: number | null;
}

const EDGE_LIST = /^\d{1,3}>\d{1,3}(,\d{1,3}>\d{1,3})*$/;

/** "0>1,0>2,2>3": the edges, each once (a repeat adds no move). */
export function parseEdges(key: string, text: string): Edge[] {
  if (!EDGE_LIST.test(text)) throw new DirectiveError(`${key}=${text}: expected edges like 0>1,0>2,2>3`, "widgetEdge", { key, value: text });
  const seen = new Set<string>();
  const edges: Edge[] = [];
  for (const part of text.split(",")) {
    const [from, to] = part.split(">").map(Number) as [number, number];
    for (const v of [from, to]) {
      if (v >= LIMITS.graphMaxVertices) throw new DirectiveError(`${key}=${text}: vertex ${v}: expected 0 to ${LIMITS.graphMaxVertices - 1}`, "widgetRange", { key, value: String(v), min: 0, max: LIMITS.graphMaxVertices - 1 });
    }
    if (seen.has(part)) continue;
    seen.add(part);
    edges.push([from, to]);
  }
  if (edges.length > LIMITS.graphMaxEdges) throw new DirectiveError(`${key}: at most ${LIMITS.graphMaxEdges} edges`, "widgetTooManyEdges", { key, max: LIMITS.graphMaxEdges });
  return edges;
}

const vertexCount = (p: DagGrundyParams) => p.vertices ?? 1 + Math.max(...p.edges.flat());

export function dagGrundyDrawing(p: DagGrundyParams): DagGrundy {
  const n = vertexCount(p);
  const adjacency: number[][] = Array.from({ length: n }, () => []);
  for (const [from, to] of p.edges) adjacency[from]!.push(to);
  for (const list of adjacency) list.sort((a, b) => a - b);
  let values: Uint32Array;
  try {
    values = dagGrundy(adjacency);
  } catch (e) {
    if (e instanceof CyclicGameError) {
      throw new WidgetComputeError(`the graph has a cycle through vertex ${String(e.stateKey)}: Grundy values are defined on acyclic graphs`, "widgetCycle", { vertex: String(e.stateKey) });
    }
    throw e;
  }
  const layout = dagLayout(adjacency);
  const vertices = adjacency.map((successors, v) => ({
    v,
    grundy: values[v]!,
    successors,
    optionValues: [...new Set(successors.map((w) => values[w]!))].sort((a, b) => a - b),
    height: layout.height[v]!,
    slot: layout.slot[v]!,
  }));
  return {
    vertices,
    edges: p.edges.map(([from, to]) => [from, to] as const),
    rows: layout.rows,
    widest: layout.widest,
    tokens: p.tokens,
    xor: p.tokens === null ? null : dagTokensGrundy(adjacency, p.tokens, values),
  };
}

export const dagGrundyWidget = defineWidget({
  read(args): DagGrundyParams {
    const edges = parseEdges("graph", args.text("graph"));
    const named = 1 + Math.max(...edges.flat());
    const vertices = args.has("vertices") ? args.int("vertices", { min: named, max: LIMITS.graphMaxVertices }) : null;
    const n = vertices ?? named;
    const tokens = args.has("tokens") ? args.intList("tokens", { min: 0, max: n - 1, maxLength: LIMITS.graphMaxTokens }) : null;
    return { edges, vertices, tokens };
  },
  args: (p) => ({
    graph: p.edges.map(([from, to]) => `${from}>${to}`).join(","),
    ...(p.vertices === null ? {} : { vertices: String(p.vertices) }),
    ...(p.tokens === null ? {} : { tokens: p.tokens.join(",") }),
  }),
  compute: dagGrundyDrawing,
});
