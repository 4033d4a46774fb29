// Brute force over the real rules: lib/game's coinCircleGame (the circle; after the first move
// rows of coins, a move taking one coin or two neighbours of a row). Circles up to 20 coins are
// searched whole as a win/lose game (outcome(), no Grundy values). Larger circles are decided
// through their first move: the first player wins iff it can leave a row of value 0, the rows'
// values found by mex over the game's own moves (coinRowGrundyTable, O(n^2): small n only).
import { readFileSync } from "node:fs";
import { coinCircle, coinCircleGame, coinRowGrundyTable, outcome, type Memo, type Outcome } from "../../../../lib/game";

const WHOLE_SEARCH = 20;
const LIMIT = 5000;

const cases: number[] = [];
for (const token of readFileSync(0, "utf8").split(/\s+/)) {
  if (token === "") continue;
  const n = Number(token);
  if (n === 0) break;
  if (n > LIMIT) throw new RangeError(`the brute force searches circles of at most ${LIMIT} coins, got ${n}`);
  cases.push(n);
}

const g = coinRowGrundyTable(Math.max(0, ...cases));
const memo: Memo<Outcome> = new Map();
const out = cases.map((n) => {
  if (n <= WHOLE_SEARCH) return outcome(coinCircleGame, coinCircle(n), memo) === "N" ? "Alice" : "Bob";
  const leavesZero = [n - 1, n - 2].some((row) => g[row] === 0);
  return leavesZero ? "Alice" : "Bob";
});
process.stdout.write(out.join("\n") + (out.length ? "\n" : ""));
