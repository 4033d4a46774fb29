// Written the way many students do: readline, a recursive DFS (a tree has fewer than 100 nodes,
// so the depth is small), and the cycles found by their non-tree edges: each one merges the tree
// path it closes into one part (union-find, a part named by its highest node). An edge inside a
// part is a loop after fusion; the parts form a tree valued by the colon principle.
import * as readline from "node:readline";

const tokens: number[] = [];
const rl = readline.createInterface({ input: process.stdin });
rl.on("line", (line) => {
  for (const w of line.split(/\s+/)) if (w !== "") tokens.push(Number(w));
});
rl.on("close", () => {
  let p = 0;
  const out: string[] = [];
  while (p < tokens.length) {
    const n = tokens[p++]!;
    let x = 0;
    for (let i = 0; i < n; i++) {
      const m = tokens[p++]!;
      const k = tokens[p++]!;
      const edges: [number, number][] = [];
      for (let e = 0; e < k; e++) edges.push([tokens[p++]!, tokens[p++]!]);
      x ^= solveTree(m, edges);
    }
    out.push(x !== 0 ? "Sally" : "Harry");
  }
  console.log(out.join("\n"));
});

function solveTree(m: number, edges: [number, number][]): number {
  const adj: [number, number][][] = [];
  for (let v = 0; v <= m; v++) adj.push([]);
  edges.forEach(([a, b], id) => {
    adj[a]!.push([b, id]);
    adj[b]!.push([a, id]);
  });
  const depth: number[] = new Array(m + 1).fill(-1);
  const parent: number[] = new Array(m + 1).fill(0);
  const boss: number[] = [];
  for (let v = 0; v <= m; v++) boss.push(v);
  const find = (v: number): number => (boss[v] === v ? v : (boss[v] = find(boss[v]!)));

  function dfs(v: number, parentEdge: number): void {
    for (const [to, id] of adj[v]!) {
      if (id === parentEdge) continue; // the edge we came by, not the node: parallel edges count
      if (depth[to] === -1) {
        depth[to] = depth[v]! + 1;
        parent[to] = v;
        dfs(to, id);
      } else if (depth[to]! < depth[v]!) {
        // A back edge v -> to: the path from v up to `to` lies on a cycle.
        let w = find(v);
        while (depth[w]! > depth[to]!) {
          boss[w] = find(parent[w]!);
          w = find(w);
        }
      }
    }
  }
  depth[1] = 0;
  dfs(1, -1);

  const loops: number[] = new Array(m + 1).fill(0);
  const below: number[][] = [];
  for (let v = 0; v <= m; v++) below.push([]);
  for (const [a, b] of edges) {
    const pa = find(a);
    const pb = find(b);
    if (pa === pb) loops[pa]!++;
    else if (depth[pa]! < depth[pb]!) below[pa]!.push(pb);
    else below[pb]!.push(pa);
  }
  const value = (v: number): number => below[v]!.reduce((g, c) => g ^ (value(c) + 1), loops[v]! % 2);
  return value(find(1));
}
