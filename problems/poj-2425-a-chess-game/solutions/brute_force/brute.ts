// Brute force over the real rules: lib/game's dagTokensGame (a move slides one chessman along
// one edge) searched whole by the generic grundy(), the position being the multiset of all the
// chessmen (no per-vertex values, no xor). One memo per test case. Only for small graphs.
import { readFileSync } from "node:fs";
import { dagTokensGame, grundy, type Memo } from "../../../../lib/game";

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
  const game = dagTokensGame(graph);
  const memo: Memo<number> = new Map();
  for (;;) {
    const m = tokens[p++]!;
    if (m === 0 || m === undefined) break;
    const chessmen = tokens.slice(p, p + m).sort((a, b) => a - b);
    p += m;
    out.push(grundy(game, chessmen, memo) !== 0 ? "WIN" : "LOSE");
  }
}
process.stdout.write(out.length > 0 ? out.join("\n") + "\n" : "");
