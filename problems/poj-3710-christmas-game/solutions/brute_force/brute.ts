// Brute force over the real rules: the whole picture of a test case is one Hackenbush graph (the
// trees' roots are all the ground, vertex 0), searched by lib/game's generic grundy() over
// hackenbushGame (a move cuts one edge; what no longer reaches the ground falls). No xor of the
// trees, no fusion: only for pictures of a dozen edges or so.
import { readFileSync } from "node:fs";
import { grundy, hackenbushGame, hackenbushStart } from "../../../../lib/game";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const out: string[] = [];
while (p < t.length) {
  const n = t[p++]!;
  const edges: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const m = t[p++]!;
    const k = t[p++]!;
    // Tree i's node v becomes vertex 100 * (i + 1) + v, except its root, which is the ground.
    const id = (v: number) => (v === 1 ? 0 : 100 * (i + 1) + v);
    void m;
    for (let e = 0; e < k; e++) edges.push([id(t[p++]!), id(t[p++]!)]);
  }
  const graph = { edges, root: 0 };
  out.push(grundy(hackenbushGame(graph), hackenbushStart(graph)) !== 0 ? "Sally" : "Harry");
}
process.stdout.write(out.join("\n") + "\n");
