// Brute force over the real rules: the whole board is lib/game's sum of chessRowGame rows (a
// move is one chessman's move in one row), searched for its outcome by outcome() alone: no
// Grundy values, no xor. One memo per number of rows, shared by the test cases. Only for boards
// whose chessmen sit near the right edge (few reachable positions).
import { readFileSync } from "node:fs";
import { chessRowGame, outcome, sumGame, type ImpartialGame, type Memo, type Outcome } from "../../../../lib/game";

const row = chessRowGame(20);
const boards = new Map<number, { game: ImpartialGame<readonly number[]>; memo: Memo<Outcome> }>();
const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const t = tokens[p++]!;
const out: string[] = [];
for (let i = 0; i < t; i++) {
  const n = tokens[p++]!;
  const masks: number[] = [];
  for (let r = 0; r < n; r++) {
    const m = tokens[p++]!;
    let mask = 0;
    for (let j = 0; j < m; j++) mask |= 1 << (tokens[p++]! - 1);
    masks.push(mask);
  }
  let board = boards.get(n);
  if (!board) {
    board = { game: sumGame<readonly number[]>(Array(n).fill(row)), memo: new Map() };
    boards.set(n, board);
  }
  out.push(outcome(board.game, masks, board.memo) === "N" ? "YES" : "NO");
}
process.stdout.write(out.join("\n") + "\n");
