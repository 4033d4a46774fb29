// Reference solver: the fusion principle (lib/game's greenHackenbush). Each 2-edge-connected
// part of a tree fuses to one vertex carrying its edges as loops (worth their parity), the
// bridge tree that is left is valued by the colon principle, and Sally wins iff the xor of the
// trees' values is non-zero. Test cases run to the end of the input.
import { readFileSync } from "node:fs";
import { greenHackenbush } from "../../../../lib/game";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const out: string[] = [];
while (p < t.length) {
  const n = t[p++]!;
  let x = 0;
  for (let i = 0; i < n; i++) {
    const m = t[p++]!;
    const k = t[p++]!;
    void m; // the nodes are named by the edges; node 1 is the ground
    const edges: [number, number][] = [];
    for (let e = 0; e < k; e++) edges.push([t[p++]!, t[p++]!]);
    x ^= greenHackenbush({ edges, root: 1 });
  }
  out.push(x !== 0 ? "Sally" : "Harry");
}
process.stdout.write(out.join("\n") + "\n");
