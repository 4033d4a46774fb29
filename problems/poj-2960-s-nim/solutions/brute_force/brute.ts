// Brute force over the real rules: lib/game's sNimGame (a move removes some s in S from one
// heap) searched whole by the generic grundy() (no per-heap table, no xor). One memo per S.
// Only for small heaps and few of them.
import { readFileSync } from "node:fs";
import { grundy, sNimGame, type ImpartialGame, type Memo, type SNimPiles } from "../../../../lib/game";

const games = new Map<string, { game: ImpartialGame<SNimPiles>; memo: Memo<number> }>();
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
    const heaps = tokens.slice(p, p + l).sort((a, b) => a - b);
    p += l;
    const id = set.join(",");
    let entry = games.get(id);
    if (!entry) {
      entry = { game: sNimGame(set), memo: new Map() };
      games.set(id, entry);
    }
    answer += grundy(entry.game, heaps, entry.memo) !== 0 ? "W" : "L";
  }
  lines.push(answer);
}
process.stdout.write(lines.join("\n") + "\n");
