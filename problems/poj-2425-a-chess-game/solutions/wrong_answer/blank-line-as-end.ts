// A line-by-line reader that does not expect the empty lines between test cases: it reads the
// empty line as N = Number("") = 0 and, like the copies of the problem that end with "0", takes
// that for the end of the input. Every test case after the first is lost; the sample (two test
// cases with an empty line between them) already shows it.
import * as readline from "node:readline";

let state: "n" | "vertex" | "query" | "done" = "n";
let n = 0;
let graph: number[][] = [];
let sg: number[] = [];
const out: string[] = [];

function computeSg(): void {
  sg = new Array<number>(n).fill(-1);
  const value = (v: number): number => {
    if (sg[v]! >= 0) return sg[v]!;
    const seen = new Set(graph[v]!.map(value));
    let g = 0;
    while (seen.has(g)) g++;
    return (sg[v] = g);
  };
  for (let v = 0; v < n; v++) value(v);
}

const rl = readline.createInterface({ input: process.stdin });
rl.on("line", (line) => {
  if (state === "done") return;
  const nums = line.trim().split(/\s+/).map(Number);
  if (state === "n") {
    n = nums[0]!;
    if (n === 0) state = "done";
    else {
      graph = [];
      state = "vertex";
    }
  } else if (state === "vertex") {
    graph.push(nums.slice(1, 1 + nums[0]!));
    if (graph.length === n) {
      computeSg();
      state = "query";
    }
  } else if (nums[0] === 0) {
    state = "n";
  } else {
    out.push(nums.slice(1, 1 + nums[0]!).reduce((x, v) => x ^ sg[v]!, 0) ? "WIN" : "LOSE");
  }
});
rl.on("close", () => console.log(out.join("\n")));
