// Brute force over the real rules: the position is the disjunctive sum of l heaps of the
// subtraction game S (lib/game's sumGame of subtractionGame), a move removes some s in S from
// one heap, and the generic grundy() searches the whole game tree of the sum (no per-heap
// table, no xor). One memo per (S, l). Only for small heaps and few of them.
import { readFileSync } from "node:fs";
import { grundy, subtractionGame, sumGame, type ImpartialGame, type Memo } from "../../../../lib/game";

const games = new Map<string, { game: ImpartialGame<readonly number[]>; memo: Memo<number> }>();
const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const lines: string[] = [];
for (;;) {
  const k = tokens[p++]!;
  if (k === 0 || k === undefined) break;
  const set = tokens.slice(p, p + k);
  p += k;
  const m = tokens[p++]!;
  let answer = "";
  for (let i = 0; i < m; i++) {
    const l = tokens[p++]!;
    const heaps = tokens.slice(p, p + l);
    p += l;
    const id = `${set.join(",")}|${l}`;
    let entry = games.get(id);
    if (!entry) {
      const heap = subtractionGame(set);
      entry = { game: sumGame<readonly number[]>(Array.from({ length: l }, () => heap)), memo: new Map() };
      games.set(id, entry);
    }
    answer += grundy(entry.game, heaps, entry.memo) !== 0 ? "W" : "L";
  }
  lines.push(answer);
}
process.stdout.write(lines.join("\n") + "\n");
