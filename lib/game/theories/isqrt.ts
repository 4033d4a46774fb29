/**
 * Exact integer square root floor(sqrt(n)) of a non-negative bigint, by Newton's method on
 * integers (Heron's iteration started above the root, which decreases monotonically to it).
 */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError(`isqrt of a negative number: ${n}`);
  if (n < 2n) return n;
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / 2)); // 2^ceil(bits/2) > sqrt(n)
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}
