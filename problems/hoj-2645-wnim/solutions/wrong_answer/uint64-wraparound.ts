// The exact integer formula floor(k phi) = (k + isqrt(5 k^2)) / 2 written with 64-bit integers,
// as in C++ with unsigned long long: 5 * k * k wraps around modulo 2^64 as soon as
// k > sqrt(2^64 / 5), about 1.92 * 10^9. Emulated with BigInt.asUintN; the integer square root
// itself is exact. Right for every difference up to 10^9 (POJ 1067's range), wrong above.
import { readFileSync } from "node:fs";
import { isqrt } from "../../../../lib/game";

const u64 = (x: bigint) => BigInt.asUintN(64, x);

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const t = line.trim().split(/\s+/).filter(Boolean);
  if (t.length < 2) continue;
  let a = BigInt(t[0]!);
  let b = BigInt(t[1]!);
  if (a > b) [a, b] = [b, a];
  const k = b - a;
  const s = isqrt(u64(u64(5n * k) * k));
  out.push(u64(k + s) / 2n === a ? "0" : "1");
}
process.stdout.write(out.join("\n") + "\n");
