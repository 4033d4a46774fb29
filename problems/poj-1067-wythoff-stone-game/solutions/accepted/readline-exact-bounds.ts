// Written the way a careful student does it: readline, and no square root at all.
// With a <= b and k = b - a, (a, b) loses iff a = floor(k * phi), phi = (1 + sqrt 5) / 2, that is
// a < k * phi < a + 1 (k * phi is irrational for k > 0), i.e. 2a - k < k sqrt5 < 2a + 2 - k.
// Both sides are compared by squaring in BigInt: 5 k^2 reaches 5e18, beyond 2^53.
import * as readline from "node:readline";

function firstPlayerLoses(x: number, y: number): boolean {
  const a = BigInt(Math.min(x, y));
  const k = BigInt(Math.abs(x - y));
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
  answers.push(firstPlayerLoses(Number(t[0]), Number(t[1])) ? "0" : "1");
});
rl.on("close", () => console.log(answers.join("\n")));
