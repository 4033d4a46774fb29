// Brute force over the real rules: the coin on an n x m board as an impartial game, searched
// with lib/game's outcome(). A state is (n, row, column), rows counted from the top and columns
// from the left; the coin starts at (1, m) and moves one cell left, down, or down-left, staying
// on the board. The memo is shared: the moves never depend on m, so boards with the same number
// of rows share states.
import { readFileSync } from "node:fs";
import { outcome, type ImpartialGame, type Memo, type Outcome } from "../../../../lib/game";

type Coin = readonly [n: number, row: number, col: number];

const coinGame: ImpartialGame<Coin> = {
  *moves([n, row, col]) {
    if (col > 1) yield [n, row, col - 1]; // left
    if (row < n) yield [n, row + 1, col]; // down
    if (col > 1 && row < n) yield [n, row + 1, col - 1]; // diagonally down-left
  },
  key: ([n, row, col]) => `${n},${row},${col}`,
};

const memo: Memo<Outcome> = new Map();
const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const nums = line.trim().split(/\s+/).filter(Boolean).map(Number);
  if (nums.length < 2) continue;
  const [n, m] = [nums[0]!, nums[1]!];
  if (n === 0 && m === 0) break;
  out.push(outcome(coinGame, [n, 1, m] as const, memo) === "N" ? "Wonderful!" : "What a pity!");
}
process.stdout.write(out.join("\n") + (out.length ? "\n" : ""));
