// Widget 5: a small Green Hackenbush picture (POJ 3710) drawn from its edges, with its Grundy
// value found by searching the rules (lib/game's hackenbushGame) beside the value the fusion and
// colon principles predict, and the edges whose cut wins (they leave a position of value 0).
import { greenHackenbush, grundy, groundedVertices, hackenbushGame, hackenbushStart, type Memo, type RootedGraph } from "../../game";
import { DirectiveError } from "./arg-reader";
import { LIMITS } from "./limits";
import { defineWidget } from "./widget-definition";

export interface HackenbushVertex {
  id: number;
  /** Distance from the ground in edges (0 = the root, drawn on the ground line). */
  level: number;
  /** Horizontal place in (0, 1), spread evenly within its level. */
  x: number;
}

export interface HackenbushEdge {
  from: number;
  to: number;
  /** Among the edges joining the same two vertices, this one's place (0, 1, ...) and their number. */
  parallelIndex: number;
  parallelCount: number;
  /** Cutting this edge leaves a position of Grundy value 0: a winning move. */
  winning: boolean;
}

export interface HackenbushPicture {
  root: number;
  vertices: HackenbushVertex[];
  edges: HackenbushEdge[];
  levels: number;
  /** By searching every position of the picture (the definition, mex over the cuts). */
  grundy: number;
  /** By the fusion principle and the colon principle (lib/game/theories). */
  predicted: number;
}

/** Levels by breadth-first search from the root; places in order of discovery. */
function layout(graph: RootedGraph): { vertices: HackenbushVertex[]; levels: number } {
  const adjacent = new Map<number, number[]>();
  const link = (a: number, b: number) => adjacent.set(a, [...(adjacent.get(a) ?? []), b]);
  for (const [a, b] of graph.edges) {
    if (a !== b) {
      link(a, b);
      link(b, a);
    }
  }
  const level = new Map<number, number>([[graph.root, 0]]);
  const queue = [graph.root];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i]!;
    for (const w of [...(adjacent.get(v) ?? [])].sort((a, b) => a - b)) {
      if (level.has(w)) continue;
      level.set(w, level.get(v)! + 1);
      queue.push(w);
    }
  }
  const byLevel = new Map<number, number[]>();
  for (const v of queue) byLevel.set(level.get(v)!, [...(byLevel.get(level.get(v)!) ?? []), v]);
  const vertices = queue.map((id) => {
    const row = byLevel.get(level.get(id)!)!;
    return { id, level: level.get(id)!, x: (row.indexOf(id) + 1) / (row.length + 1) };
  });
  return { vertices, levels: Math.max(...vertices.map((v) => v.level)) };
}

export function hackenbushPicture(edges: readonly (readonly [number, number])[], root: number): HackenbushPicture {
  const graph: RootedGraph = { edges, root };
  const game = hackenbushGame(graph);
  const start = hackenbushStart(graph);
  const memo: Memo<number> = new Map();
  const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const seen = new Map<string, number>();
  const total = new Map<string, number>();
  for (const [a, b] of edges) total.set(pairKey(a, b), (total.get(pairKey(a, b)) ?? 0) + 1);
  const options = [...game.moves(start)]; // one per edge, in edge order: the picture is grounded
  const drawn = edges.map(([from, to], e) => {
    const key = pairKey(from, to);
    const parallelIndex = seen.get(key) ?? 0;
    seen.set(key, parallelIndex + 1);
    return { from, to, parallelIndex, parallelCount: total.get(key)!, winning: grundy(game, options[e]!, memo) === 0 };
  });
  return { root, ...layout(graph), edges: drawn, grundy: grundy(game, start, memo), predicted: greenHackenbush(graph) };
}

export const hackenbushPictureWidget = defineWidget({
  read(args) {
    const root = args.int("root", { min: 0, max: LIMITS.hackenbushMaxVertex, fallback: 1 });
    const lists = args.intLists("edges", { min: 0, max: LIMITS.hackenbushMaxVertex, maxLength: 2 });
    const short = lists.find((l) => l.length !== 2);
    if (short) throw new DirectiveError(`edges: "${short.join(",")}" is not an edge: give its two ends, "1,2"`, "widgetEdgeEnds", { edge: short.join(",") });
    if (lists.length > LIMITS.hackenbushMaxEdges) {
      throw new DirectiveError(`edges: at most ${LIMITS.hackenbushMaxEdges} edges`, "widgetTooManyEdges", { max: LIMITS.hackenbushMaxEdges });
    }
    const edges = lists.map(([a, b]) => [a!, b!] as const);
    const grounded = groundedVertices({ edges, root });
    const loose = edges.flat().find((v) => !grounded.has(v));
    if (loose !== undefined) throw new DirectiveError(`edges: vertex ${loose} is not connected to the ground (root=${root})`, "widgetNotGrounded", { vertex: loose, root });
    return { edges, root };
  },
  args: (p) => ({ edges: p.edges.map(([a, b]) => `${a},${b}`).join(";"), root: String(p.root) }),
  compute: (p) => hackenbushPicture(p.edges, p.root),
});
