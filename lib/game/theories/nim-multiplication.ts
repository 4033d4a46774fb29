const TWO_32 = 2 ** 32;

function checkWord(a: number): void {
  if (!Number.isInteger(a) || a < 0 || a >= TWO_32) throw new RangeError(`nim multiplication of numbers needs 0 <= a < 2^32, got ${a}`);
}

/** The half-width h (a power of 2) of the smallest Fermat 2-power field 2^(2h) holding m >= 2. */
function halfWidth(m: number): number {
  let h = 1;
  while (m >= 2 ** (2 * h)) h *= 2;
  return h;
}

/**
 * Products of the bytes 2..255 (the field of the nimbers below 256 without its rows 0 and 1,
 * which `mulWord` answers itself), built on first use: with it a 16-bit product is one split
 * and four look-ups, which keeps 10^5 products per second cheap.
 */
let byteProducts: Uint8Array | null = null;

const byteIndex = (a: number, b: number) => (a - 2) * 254 + b - 2;

function byteTable(): Uint8Array {
  if (byteProducts) return byteProducts;
  const t = (byteProducts = new Uint8Array(254 * 254));
  // By increasing max(a, b): the operands of a split are below it, so `mulWord` finds every
  // product the split needs already in the table.
  for (let m = 2; m < 256; m++) {
    for (let x = 2; x <= m; x++) t[byteIndex(m, x)] = t[byteIndex(x, m)] = splitProduct(m, x, mulWord);
  }
  return t;
}

function mulWord(a: number, b: number): number {
  if (a < 2 || b < 2) return a * b;
  if (a < 256 && b < 256) return byteTable()[byteIndex(a, b)]!;
  return splitProduct(a, b, mulWord);
}

/** a ⊗ b (max(a, b) >= 2) by one Fermat 2-power split, the half-width products by `mul`. */
function splitProduct(a: number, b: number, mul: (x: number, y: number) => number): number {
  const h = halfWidth(Math.max(a, b));
  const f = 2 ** h;
  const a1 = Math.floor(a / f), a0 = a % f, b1 = Math.floor(b / f), b0 = b % f;
  const c = mul(a1, b1);
  const d = mul(a0, b0);
  const e = mul(a0 ^ a1, b0 ^ b1); // Karatsuba: a1b0 + a0b1 = e + c + d
  return ((((e ^ d) * f) >>> 0) ^ d ^ mul(c, f / 2)) >>> 0;
}

/**
 * Nim multiplication (Conway, On Numbers and Games): a ⊗ b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b'}, for
 * 0 <= a, b < 2^32 (the result is < 2^32). Uses the Fermat 2-powers F = 2^(2^k): for x, y < F,
 * x⊗F = x*F and F⊗F = F ⊕ F/2; so (a1 F ⊕ a0)⊗(b1 F ⊕ b0) splits into half-width products.
 */
export function nimMul(a: number, b: number): number {
  checkWord(a);
  checkWord(b);
  return mulWord(a, b);
}

function mulBig(a: bigint, b: bigint): bigint {
  const m = a | b; // as many bits as the larger operand
  if (m < 4294967296n) return BigInt(mulWord(Number(a), Number(b)));
  let h = 32n;
  while (m >> (2n * h) !== 0n) h *= 2n;
  const mask = (1n << h) - 1n;
  const a1 = a >> h, a0 = a & mask, b1 = b >> h, b0 = b & mask;
  const c = mulBig(a1, b1);
  const d = mulBig(a0, b0);
  const e = mulBig(a0 ^ a1, b0 ^ b1);
  return ((e ^ d) << h) ^ d ^ mulBig(c, 1n << (h - 1n));
}

/** Nim multiplication on bigints of any size (same Fermat 2-power recursion as `nimMul`). */
export function nimMulBig(a: bigint, b: bigint): bigint {
  if (a < 0n || b < 0n) throw new RangeError(`nim multiplication needs non-negative operands, got ${a} and ${b}`);
  return mulBig(a, b);
}

/**
 * The nim product of several values (a fold of `nimMul`; 1 for none). By the Tartan theorem
 * this is the Grundy value of one coin in a product of coin-turning games (e.g. x⊗y⊗z, POJ 3533).
 */
export function nimProduct(values: readonly number[]): number {
  let p = 1;
  for (const v of values) p = nimMul(p, v);
  return p;
}

/** a ⊗ b ⊗ c (the 3-D Tartan product of POJ 3533). */
export function nimMul3(a: number, b: number, c: number): number {
  return nimMul(nimMul(a, b), c);
}

/**
 * The nim inverse of 0 < a < 2^32: the nimbers below F = 2^(2^k) form the field GF(F)
 * (Conway), so a^(-1) = a^(F-2) in the smallest such field holding a.
 */
export function nimInverse(a: number): number {
  checkWord(a);
  if (a === 0) throw new RangeError("0 has no nim inverse");
  let fieldBits = 2 * halfWidth(a); // GF(2^fieldBits) contains a
  // a^(2^n - 2) = product of a^(2^i) for i = 1..n-1 (the exponent is 111...10 in binary).
  let square = mulWord(a, a);
  let result = 1;
  for (; fieldBits > 1; fieldBits--) {
    result = mulWord(result, square);
    square = mulWord(square, square);
  }
  return result;
}
