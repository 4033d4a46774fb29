// Written the way many students do: readline, a small state machine over the lines, and the
// SG table rebuilt up to 10000 for every set S with a "seen" array for the mex.
import * as readline from "node:readline";

const MAX_H = 10000;
const sg = new Int32Array(MAX_H + 1);
const seen = new Int32Array(102);
let stamp = 0;

function build(s: number[]): void {
  sg[0] = 0;
  for (let h = 1; h <= MAX_H; h++) {
    stamp++;
    for (const x of s) if (x <= h) seen[sg[h - x]!] = stamp;
    let v = 0;
    while (seen[v] === stamp) v++;
    sg[h] = v;
  }
}

const rl = readline.createInterface({ input: process.stdin });
const out: string[] = [];
let state: "set" | "count" | "position" | "done" = "set";
let left = 0;
let answer = "";
rl.on("line", (raw) => {
  const line = raw.trim();
  if (line === "" || state === "done") return;
  const nums = line.split(/\s+/).map(Number);
  if (state === "set") {
    if (nums[0] === 0) {
      state = "done";
      return;
    }
    build(nums.slice(1, 1 + nums[0]!));
    state = "count";
  } else if (state === "count") {
    left = nums[0]!;
    answer = "";
    state = "position";
  } else {
    let x = 0;
    for (let i = 1; i <= nums[0]!; i++) x ^= sg[nums[i]!]!;
    answer += x !== 0 ? "W" : "L";
    if (--left === 0) {
      out.push(answer);
      state = "set";
    }
  }
});
rl.on("close", () => console.log(out.join("\n")));
