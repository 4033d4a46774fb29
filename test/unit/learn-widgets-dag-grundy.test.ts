// The dag-grundy editorial widget: its directive (edges "from>to", vertices=, tokens=) with each
// refusal naming the argument, the round trip the controls rely on, and what it computes: every
// vertex's value equal to a search over the real rules, a layout where every edge goes down a
// row, and the chessmen's xor.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dagTokensGame, grundy, type Memo } from "../../lib/game";
import { computeWidgetData, dagGrundyDrawing, formatDirective, LIMITS, parseDirective, type WidgetSpec, type WidgetSpecOf } from "../../lib/learn/widgets";

function spec(source: string): WidgetSpecOf<"dag-grundy"> {
  const result = parseDirective(source);
  if (!result.ok) throw new Error(`expected "${source}" to parse: ${result.error}`);
  return result.spec as WidgetSpecOf<"dag-grundy">;
}

function refusal(source: string): { error: string; code: string | undefined } {
  const result = parseDirective(source);
  if (result.ok) throw new Error(`expected "${source}" to be refused`);
  return { error: result.error, code: result.text?.code };
}

/** Random DAGs as edge lists with random labels (edges from a higher to a lower rank). */
const edgesArb = fc.integer({ min: 2, max: 9 }).chain((n) =>
  fc
    .tuple(
      fc.shuffledSubarray(Array.from({ length: n }, (_, i) => i), { minLength: n, maxLength: n }),
      fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 20 }),
    )
    .map(([rank, picks]) =>
      picks.map(([a, b]) => {
        const hi = 1 + (a % (n - 1));
        return [rank[hi]!, rank[b % hi]!] as const;
      }),
    ),
);

describe("dag-grundy directive", () => {
  it("reads edges, an optional vertex count and optional chessmen; repeated edges count once", () => {
    expect(spec("dag-grundy graph=0>1,0>2,2>3")).toEqual({ widget: "dag-grundy", edges: [[0, 1], [0, 2], [2, 3]], vertices: null, tokens: null });
    expect(spec("dag-grundy graph=1>0,1>0 vertices=3 tokens=2,2,1")).toEqual({ widget: "dag-grundy", edges: [[1, 0]], vertices: 3, tokens: [2, 2, 1] });
  });

  it("writes back arguments that read to the same spec", () => {
    for (const source of ["dag-grundy graph=0>1,0>2,2>3", "dag-grundy graph=3>0 vertices=6 tokens=5,3"]) {
      const parsed = spec(source);
      expect(formatDirective(parsed as WidgetSpec)).toBe(source);
      expect(spec(formatDirective(parsed as WidgetSpec))).toEqual(parsed);
    }
  });

  it("refuses, naming the argument: bad edge syntax, a vertex or count out of range, too many edges, a chessman off the graph", () => {
    expect(refusal("dag-grundy graph=0-1")).toMatchObject({ error: expect.stringContaining("graph=0-1"), code: "widgetEdge" });
    expect(refusal("dag-grundy graph=0>1,")).toMatchObject({ code: "widgetEdge" });
    expect(refusal("dag-grundy")).toMatchObject({ error: "graph= is missing" });
    expect(refusal(`dag-grundy graph=0>${LIMITS.graphMaxVertices}`)).toMatchObject({ error: expect.stringContaining(`vertex ${LIMITS.graphMaxVertices}`), code: "widgetRange" });
    const many = Array.from({ length: LIMITS.graphMaxVertices }, (_, a) => Array.from({ length: a }, (_, b) => `${a}>${b}`)).flat().slice(0, LIMITS.graphMaxEdges + 1);
    expect(new Set(many).size).toBe(LIMITS.graphMaxEdges + 1);
    expect(refusal(`dag-grundy graph=${many.join(",")}`)).toMatchObject({ code: "widgetTooManyEdges" });
    expect(refusal("dag-grundy graph=0>3 vertices=3")).toMatchObject({ error: "vertices=3: expected 4 to 16" });
    expect(refusal("dag-grundy graph=0>1 tokens=2")).toMatchObject({ error: "tokens=2: expected 0 to 1" });
    expect(refusal("dag-grundy graph=0>1 colour=red")).toMatchObject({ code: "widgetUnknownArg" });
  });
});

describe("dag-grundy computation", () => {
  it("the sample's first graph: g = 2, 0, 1, 0, vertices without moves in the bottom row", () => {
    const dag = computeWidgetData(spec("dag-grundy graph=0>1,0>2,2>3"));
    expect(dag.vertices.map((v) => v.grundy)).toEqual([2, 0, 1, 0]);
    expect(dag.vertices.map((v) => v.height)).toEqual([2, 0, 1, 0]);
    expect(dag.vertices[0]).toMatchObject({ successors: [1, 2], optionValues: [0, 1] });
    expect({ rows: dag.rows, widest: dag.widest, tokens: dag.tokens, xor: dag.xor }).toEqual({ rows: 3, widest: 2, tokens: null, xor: null });
  });

  it("the editorial's second graph: chessmen on 1 and 2 (both N) have xor 0", () => {
    const dag = computeWidgetData(spec("dag-grundy graph=5>0,5>3,0>2,3>2,3>1,1>4,2>4,6>5,6>1,6>3 tokens=1,2"));
    expect(dag.vertices.map((v) => v.grundy)).toEqual([0, 1, 1, 0, 0, 1, 2]);
    expect(dag.xor).toBe(0);
  });

  it("on random DAGs, each value is the search's Grundy value, xor is the chessmen's sum, and every edge goes down", () => {
    fc.assert(
      fc.property(edgesArb, fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), (edges, picks) => {
        const n = 1 + Math.max(...edges.flat());
        const tokens = picks.map((x) => x % n);
        const dag = dagGrundyDrawing({ edges: edges.map(([a, b]) => [a, b] as const), vertices: null, tokens });
        const graph = dag.vertices.map((v) => v.successors);
        const game = dagTokensGame(graph);
        const memo: Memo<number> = new Map();
        for (const v of dag.vertices) expect(v.grundy).toBe(grundy(game, [v.v], memo));
        expect(dag.xor).toBe(grundy(game, tokens.slice().sort((a, b) => a - b), memo));
        for (const [from, to] of dag.edges) expect(dag.vertices[from]!.height).toBeGreaterThan(dag.vertices[to]!.height);
        const places = dag.vertices.map((v) => `${v.height}:${v.slot}`);
        expect(new Set(places).size).toBe(n);
        expect(Math.max(...dag.vertices.map((v) => v.slot)) + 1).toBe(dag.widest);
      }),
      { seed: 2425, numRuns: 200 },
    );
  });

  it("refuses a graph with a cycle, naming a vertex on it, as a compute error with its code", () => {
    expect(() => computeWidgetData(spec("dag-grundy graph=0>1,1>2,2>1"))).toThrow(/cycle through vertex [12]/);
    try {
      computeWidgetData(spec("dag-grundy graph=3>3"));
    } catch (e) {
      expect((e as { text?: { code: string } }).text?.code).toBe("widgetCycle");
    }
    expect.assertions(2);
  });
});
