// Brute force over the real rules: lib/game's lightSwitchingGame on the smallest box holding a
// test case's lights (its far corner the largest coordinates; moves only go towards smaller
// ones, so the box's size does not matter), searched whole by the generic grundy() over the
// bitmask of lit lights. No nim product, no per-light values. Only for boxes of at most 30 cells
// (the small tests keep to 16). One memo per box.
import { readFileSync } from "node:fs";
import { grundy, lightSwitchingGame, type ImpartialGame, type Memo } from "../../../../lib/game";

const games = new Map<string, { game: ImpartialGame<number>; memo: Memo<number> }>();
const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
let p = 0;
while (p < tokens.length) {
  const n = tokens[p++]!;
  const lights: number[][] = [];
  for (let i = 0; i < n; i++, p += 3) lights.push([tokens[p]!, tokens[p + 1]!, tokens[p + 2]!]);
  const sizes = [0, 1, 2].map((axis) => Math.max(...lights.map((l) => l[axis]!)));
  const id = sizes.join("x");
  let entry = games.get(id);
  if (!entry) {
    entry = { game: lightSwitchingGame(sizes), memo: new Map() };
    games.set(id, entry);
  }
  // Cell (x, y, z) is bit ((x-1)·Y + (y-1))·Z + (z-1), as lightSwitchingGame numbers them.
  let mask = 0;
  for (const [x, y, z] of lights) mask |= 1 << (((x! - 1) * sizes[1]! + (y! - 1)) * sizes[2]! + (z! - 1));
  out.push(grundy(entry.game, mask, entry.memo) === 0 ? "Yes" : "No");
}
process.stdout.write(out.join("\n") + "\n");
