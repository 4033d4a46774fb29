// Brute force over the real rules: lib/game's kikiGame (the coin moves one cell left, down, or
// down-left, staying on the board) searched with outcome() from the top-right cell of each
// n x m board. The memo is shared: the game keys a position by the coin's distances from the
// goal corner, so boards share their states.
import { readFileSync } from "node:fs";
import { kikiGame, kikiStart, outcome, type Memo, type Outcome } from "../../../../lib/game";

const memo: Memo<Outcome> = new Map();
const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const nums = line.trim().split(/\s+/).filter(Boolean).map(Number);
  if (nums.length < 2) continue;
  const [n, m] = [nums[0]!, nums[1]!];
  if (n === 0 && m === 0) break;
  out.push(outcome(kikiGame, kikiStart(n, m), memo) === "N" ? "Wonderful!" : "What a pity!");
}
process.stdout.write(out.join("\n") + (out.length ? "\n" : ""));
