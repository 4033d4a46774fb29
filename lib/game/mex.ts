/**
 * Minimum excludant: the least non-negative integer not among values[from..] (negative values
 * are ignored). The Sprague-Grundy value of a position is the mex of its options' values;
 * `from` lets the search take the mex of the tail of its shared stack of option values.
 */
export function mex(values: readonly number[], from = 0): number {
  // Values below 31 go into one bitmask, whose lowest clear bit is the mex when it is below 31;
  // only larger values (rare in practice) need a set.
  let mask = 0;
  let large: Set<number> | undefined;
  for (let i = from; i < values.length; i++) {
    const v = values[i]!;
    if (v < 0) continue;
    if (v >= 31) {
      (large ??= new Set()).add(v);
      continue;
    }
    mask |= 1 << v;
  }
  const lowestClear = ~mask & (mask + 1);
  if (mask !== 0x7fffffff) return 31 - Math.clz32(lowestClear);
  let m = 31;
  while (large?.has(m)) m++;
  return m;
}
