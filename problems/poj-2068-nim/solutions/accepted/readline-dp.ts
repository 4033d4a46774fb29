// Written the way many students do: readline, one game per line, and a table
// win[s][i] = "the player in seat i, to move with s stones left, wins", one byte array per s.
import * as readline from "node:readline";

const rl = readline.createInterface({ input: process.stdin });
const out: string[] = [];
let done = false;
rl.on("line", (raw) => {
  const nums = raw.trim().split(/\s+/).filter(Boolean).map(Number);
  if (done || nums.length === 0) return;
  if (nums[0] === 0) {
    done = true;
    return;
  }
  const players = 2 * nums[0]!;
  const s = nums[1]!;
  const m = nums.slice(2, 2 + players);
  const win: Uint8Array[] = [new Uint8Array(players).fill(1)]; // the last mover took the last stone
  for (let left = 1; left <= s; left++) {
    const row = new Uint8Array(players);
    for (let i = 0; i < players; i++) {
      const next = i + 1 === players ? 0 : i + 1;
      for (let t = 1; t <= m[i]! && t <= left; t++) {
        if (win[left - t]![next] === 0) {
          row[i] = 1;
          break;
        }
      }
    }
    win.push(row);
  }
  out.push(win[s]![0] ? "1" : "0");
});
rl.on("close", () => console.log(out.join("\n")));
