// The C++ fix that is enough for POJ 1067 but not here: the piles read exactly (long long), phi in
// 80-bit long double, a == (long long)(k * phi). The x87 format has a 64-bit significand, exact
// for every k <= 10^9 (checked by scanning), but near 10^18 one unit in the last place of k phi
// is 2^-3 and phi itself is off by 2^-64 relative: for differences that are Fibonacci numbers,
// where k phi lies within phi^-n of an integer, the floor comes out one off. Emulated exactly
// with BigInt: round-to-nearest-even of every long double operation.
import { readFileSync } from "node:fs";
import { isqrt } from "../../../../lib/game";

const FRACTION_BITS = 63n; // long double significand: 1 integer bit + 63 fraction bits

/** Rounds the positive integer n to 64 significant bits (ties to even), as the x87 does. */
function roundTo64Bits(n: bigint): bigint {
  const extra = BigInt(Math.max(0, n.toString(2).length - 64));
  if (extra === 0n) return n;
  const unit = 1n << extra;
  const q = n >> extra;
  const r = n - (q << extra);
  const half = unit >> 1n;
  const up = r > half || (r === half && (q & 1n) === 1n);
  return (up ? q + 1n : q) << extra;
}

// sqrtl(5.0L): sqrt5 in [2, 4) has 62 fraction bits; correctly rounded (the root is irrational,
// so it is never a tie). 1 + sqrtl(5) is exact, and halving it is exact: phi = PHI / 2^63.
const root = isqrt(5n << 124n); // floor(sqrt5 * 2^62)
const SQRT5 = (2n * root + 1n) ** 2n <= 4n * (5n << 124n) ? root + 1n : root;
const PHI = (1n << 62n) + SQRT5; // phi * 2^63

function longDoubleFloorKPhi(k: bigint): bigint {
  if (k === 0n) return 0n;
  return roundTo64Bits(k * PHI) >> FRACTION_BITS; // the product rounded once, then truncated
}

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const t = line.trim().split(/\s+/).filter(Boolean);
  if (t.length < 2) continue;
  let a = BigInt(t[0]!);
  let b = BigInt(t[1]!);
  if (a > b) [a, b] = [b, a];
  out.push(longDoubleFloorKPhi(b - a) === a ? "0" : "1");
}
process.stdout.write(out.join("\n") + "\n");
