/**
 * Minimum excludant: the least non-negative integer not in `values`.
 * The Sprague-Grundy value of a position is the mex of its options' values.
 */
export function mex(values: Iterable<number>): number {
  const seen = new Set<number>();
  for (const v of values) seen.add(v);
  let m = 0;
  while (seen.has(m)) m++;
  return m;
}
