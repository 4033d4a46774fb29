// Written the way many students do: readline, a state machine over the non-empty lines, and the
// SG values by an iterative depth-first search (an explicit stack, so a chain of 1000 vertices
// needs no deep recursion).
import * as readline from "node:readline";

let n = 0;
let graph: number[][] = [];
let sg: Int32Array = new Int32Array(0);
let state: "n" | "vertex" | "query" | "done" = "n";
const out: string[] = [];

function computeSg(): void {
  sg = new Int32Array(n).fill(-1);
  const mark = new Int32Array(n + 2);
  for (let s = 0; s < n; s++) {
    if (sg[s] !== -1) continue;
    const stack = [s];
    while (stack.length > 0) {
      const v = stack[stack.length - 1]!;
      const open = graph[v]!.filter((w) => sg[w] === -1);
      if (open.length > 0) {
        stack.push(...open);
        continue;
      }
      stack.pop();
      if (sg[v] !== -1) continue;
      for (const w of graph[v]!) mark[sg[w]!] = v + 1;
      let g = 0;
      while (mark[g] === v + 1) g++;
      sg[v] = g;
    }
  }
}

const rl = readline.createInterface({ input: process.stdin });
rl.on("line", (raw) => {
  const line = raw.trim();
  if (line === "" || state === "done") return;
  const nums = line.split(/\s+/).map(Number);
  if (state === "n") {
    n = nums[0]!;
    if (n === 0) {
      state = "done";
      return;
    }
    graph = [];
    state = "vertex";
  } else if (state === "vertex") {
    graph.push(nums.slice(1, 1 + nums[0]!));
    if (graph.length === n) {
      computeSg();
      state = "query";
    }
  } else if (nums[0] === 0) {
    state = "n";
  } else {
    let x = 0;
    for (let i = 1; i <= nums[0]!; i++) x ^= sg[nums[i]!]!;
    out.push(x !== 0 ? "WIN" : "LOSE");
  }
});
rl.on("close", () => process.stdout.write(out.length > 0 ? out.join("\n") + "\n" : ""));
