// readline, BigInt, and no square root at all. With a <= b and k = b - a > 0, (a, b) loses iff
// a = floor(k * phi), i.e. a < k phi < a + 1 (k phi is irrational), i.e.
// 2a - k < k sqrt5 < 2a + 2 - k. Both comparisons are made by squaring (k sqrt5 > 0).
import * as readline from "node:readline";

function firstPlayerLoses(x: bigint, y: bigint): boolean {
  const a = x < y ? x : y;
  const k = x < y ? y - x : x - y;
  if (k === 0n) return a === 0n;
  const fiveKK = 5n * k * k;
  const low = 2n * a - k; // need low < k sqrt5
  const high = 2n * a + 2n - k; // need k sqrt5 < high
  const lowOk = low < 0n || low * low < fiveKK;
  const highOk = high > 0n && fiveKK < high * high;
  return lowOk && highOk;
}

const rl = readline.createInterface({ input: process.stdin });
const answers: string[] = [];
rl.on("line", (line) => {
  const t = line.trim().split(/\s+/);
  if (t.length < 2) return;
  answers.push(firstPlayerLoses(BigInt(t[0]!), BigInt(t[1]!)) ? "0" : "1");
});
rl.on("close", () => console.log(answers.join("\n")));
