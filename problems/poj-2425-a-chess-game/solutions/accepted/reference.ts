// Reference solver: Sprague-Grundy on the graph. Per test case, g(v) = mex of the successors'
// values for every vertex (lib/game's dagGrundy, in reverse topological order, no recursion),
// then a query is WIN iff the xor of its chessmen's values is non-zero. Reads tokens, so blank
// lines between test cases do not matter; stops at the end of input (or at a line N = 0, which
// some copies of the problem add).
import { readFileSync } from "node:fs";
import { dagGrundy, dagTokensGrundy } from "../../../../lib/game";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const out: string[] = [];
while (p < tokens.length) {
  const n = tokens[p++]!;
  if (n === 0) break;
  const graph: number[][] = [];
  for (let v = 0; v < n; v++) {
    const x = tokens[p++]!;
    graph.push(tokens.slice(p, p + x));
    p += x;
  }
  const values = dagGrundy(graph);
  for (;;) {
    const m = tokens[p++]!;
    if (m === 0 || m === undefined) break;
    out.push(dagTokensGrundy(graph, tokens.slice(p, p + m), values) !== 0 ? "WIN" : "LOSE");
    p += m;
  }
}
process.stdout.write(out.length > 0 ? out.join("\n") + "\n" : "");
