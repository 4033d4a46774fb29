// No golden ratio at all: Wythoff's pairs in Fibonacci (Zeckendorf) notation. Write a > 0 as a
// sum of non-consecutive Fibonacci numbers F_i (F_2 = 1, F_3 = 2, F_4 = 3, ...). The lower
// numbers a_k = floor(k phi) are exactly those whose smallest F_i has an even index i, and the
// partner b_k is the "Fibonacci shift": every F_i replaced by F_{i+1}. So with a <= b the first
// player loses iff a = 0 = b, or a's smallest index is even and b is a's shift.
// Example: 4 = F_4 + F_2 (smallest index 2, even), its shift F_5 + F_3 = 7: (4, 7) loses.
import { readFileSync } from "node:fs";

const fib: bigint[] = [0n, 1n]; // fib[i] = F_i
while (fib[fib.length - 1]! <= 10n ** 19n) fib.push(fib[fib.length - 1]! + fib[fib.length - 2]!);

function firstPlayerLoses(a: bigint, b: bigint): boolean {
  if (a > b) [a, b] = [b, a];
  if (a === 0n) return b === 0n;
  let rest = a;
  let shifted = 0n;
  let smallest = 0;
  for (let i = fib.length - 2; i >= 2 && rest > 0n; i--) {
    if (fib[i]! <= rest) {
      rest -= fib[i]!; // greedy = Zeckendorf: the next term taken is never F_{i-1}
      shifted += fib[i + 1]!;
      smallest = i;
    }
  }
  return smallest % 2 === 0 && shifted === b;
}

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const t = line.trim().split(/\s+/).filter(Boolean);
  if (t.length < 2) continue;
  out.push(firstPlayerLoses(BigInt(t[0]!), BigInt(t[1]!)) ? "0" : "1");
}
process.stdout.write(out.join("\n") + "\n");
