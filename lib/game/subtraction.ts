import type { ImpartialGame } from "./impartial";

/** A table of Grundy values g(0..n), in the narrowest unsigned typed array that holds them. */
export type GrundyTable = Uint8Array | Uint16Array | Uint32Array;

/**
 * A subtraction set checked and put in canonical form: positive safe integers, ascending,
 * without repeats. Throws a RangeError naming the first bad element.
 */
export function normaliseSubtractionSet(set: readonly number[]): number[] {
  for (const s of set) {
    if (!Number.isSafeInteger(s) || s <= 0) throw new RangeError(`subtraction set element ${s} is not a positive integer`);
  }
  return [...new Set(set)].sort((a, b) => a - b);
}

/**
 * Subtraction game S over the real rules: from n, remove s stones for any s in S with s <= n.
 * For brute-force cross-checks with the generic `grundy()`.
 */
export function subtractionGame(set: readonly number[]): ImpartialGame<number> {
  const s = normaliseSubtractionSet(set);
  return {
    *moves(n) {
      for (const x of s) {
        if (x > n) break;
        yield n - x;
      }
    },
    key: (n) => n,
  };
}

/**
 * A table for values at most `maxValue`: with |S| = k a position has at most k options, so its
 * mex is at most k (Uint8Array for k < 256).
 */
export function allocateGrundyTable(length: number, maxValue: number): GrundyTable {
  if (maxValue < 0x100) return new Uint8Array(length);
  if (maxValue < 0x10000) return new Uint16Array(length);
  return new Uint32Array(length);
}

/**
 * Fills table[from..table.length) by g(n) = mex{ g(n - s) : s in S, s <= n } (Sprague-Grundy),
 * given table[0..from). `set` must be normalised. No Set per position: for |S| <= 30 the option
 * values (all <= |S|) go in one 32-bit mask, else in one reused stamp array.
 */
export function fillSubtractionTable(set: readonly number[], table: GrundyTable, from: number): void {
  if (set.length <= 30) fillWithMask(Int32Array.from(set), table, from);
  else fillWithStamps(Int32Array.from(set), table, from);
}

/** Bit v of `mask` is set when some option has value v; the mex is the lowest clear bit. */
function fillWithMask(subs: Int32Array, table: GrundyTable, from: number): void {
  const k = subs.length;
  const maxS = subs[k - 1] ?? 0;
  const end = table.length;
  let n = from;
  // Small n: only the elements s <= n apply (ascending, so stop at the first too large).
  for (; n < end && n < maxS; n++) {
    let mask = 0;
    for (let i = 0; i < k; i++) {
      const s = subs[i]!;
      if (s > n) break;
      mask |= 1 << table[n - s]!;
    }
    table[n] = 31 - Math.clz32(~mask & (mask + 1)); // index of the lowest clear bit
  }
  // n >= max(S): every element applies, and the hot loop has no test on s.
  for (; n < end; n++) {
    let mask = 0;
    for (let i = 0; i < k; i++) mask |= 1 << table[n - subs[i]!]!;
    table[n] = 31 - Math.clz32(~mask & (mask + 1));
  }
}

/** seen[v] === stamp (n + 1) when some option of n has value v; one array for the whole table. */
function fillWithStamps(subs: Int32Array, table: GrundyTable, from: number): void {
  const k = subs.length;
  const seen = new Int32Array(k + 2); // stamps wrap only past 2^32 positions, beyond any table
  const end = table.length;
  for (let n = from; n < end; n++) {
    const stamp = (n + 1) | 0;
    for (let i = 0; i < k; i++) {
      const s = subs[i]!;
      if (s > n) break;
      seen[table[n - s]!] = stamp;
    }
    let m = 0;
    while (seen[m] === stamp) m++;
    table[n] = m;
  }
}

/**
 * Grundy values g(0..n) of the subtraction game S, by the Sprague-Grundy recursion on a typed
 * array; values are at most |S|, so the table is a Uint8Array whenever |S| < 256.
 */
export function subtractionGrundyTable(set: readonly number[], n: number): GrundyTable {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`n = ${n} is not a non-negative integer`);
  const s = normaliseSubtractionSet(set);
  const table = allocateGrundyTable(n + 1, s.length);
  fillSubtractionTable(s, table, 0);
  return table;
}
