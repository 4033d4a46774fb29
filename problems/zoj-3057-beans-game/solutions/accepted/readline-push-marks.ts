// The accepted C++ write-up's method, read with readline: visit every state in lexicographic
// order; one nobody has marked as winning is a P-position, and then every state that reaches
// it in one move (add beans to one pile, or the same number to two piles) is marked winning.
// O(#P * N) marks over a table of 301^3 bytes.
import * as readline from "node:readline";

const N = 300;
const S = N + 1;
const win = new Uint8Array(S * S * S);
const at = (a: number, b: number, c: number) => (a * S + b) * S + c;

for (let a = 0; a <= N; a++) {
  for (let b = 0; b <= N; b++) {
    for (let c = 0; c <= N; c++) {
      if (win[at(a, b, c)]) continue;
      for (let t = 1; a + t <= N; t++) win[at(a + t, b, c)] = 1;
      for (let t = 1; b + t <= N; t++) win[at(a, b + t, c)] = 1;
      for (let t = 1; c + t <= N; t++) win[at(a, b, c + t)] = 1;
      for (let t = 1; a + t <= N && b + t <= N; t++) win[at(a + t, b + t, c)] = 1;
      for (let t = 1; a + t <= N && c + t <= N; t++) win[at(a + t, b, c + t)] = 1;
      for (let t = 1; b + t <= N && c + t <= N; t++) win[at(a, b + t, c + t)] = 1;
    }
  }
}

const rl = readline.createInterface({ input: process.stdin });
const answers: string[] = [];
rl.on("line", (line) => {
  const t = line.trim().split(/\s+/);
  if (t.length < 3) return;
  answers.push(String(win[at(Number(t[0]), Number(t[1]), Number(t[2]))]));
});
rl.on("close", () => console.log(answers.join("\n")));
