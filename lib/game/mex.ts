/**
 * Minimum excludant: the least non-negative integer not in `values`.
 * The Sprague-Grundy value of a position is the mex of its options' values.
 */
export function mex(values: Iterable<number>): number {
  // Values below 31 go into one bitmask, whose lowest clear bit is the mex when it is below 31;
  // only larger values (rare in practice) need a set.
  let mask = 0;
  let large: Set<number> | undefined;
  for (const v of values) {
    if (v < 0) continue;
    if (v < 31) mask |= 1 << v;
    else (large ??= new Set()).add(v);
  }
  const lowestClear = ~mask & (mask + 1);
  if (mask !== 0x7fffffff) return 31 - Math.clz32(lowestClear);
  let m = 31;
  while (large?.has(m)) m++;
  return m;
}
