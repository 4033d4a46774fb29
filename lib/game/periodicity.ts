import { allocateGrundyTable, fillSubtractionTable, normaliseSubtractionSet, type GrundyTable } from "./subtraction";

/**
 * Why the period is proved, not guessed: g(n + p) = g(n) for every n in [start, start + length),
 * length = max(S). Since g(n) is the mex of the max(S) values before it, induction on n carries
 * the equality to every n >= start.
 */
export interface PeriodCertificate {
  start: number;
  length: number;
  period: number;
  /** The repeated window g(start .. start + length - 1). */
  window: number[];
  /** How far the table must reach to check the certificate: start + period + length (exclusive). */
  end: number;
}

/** The Grundy sequence of a subtraction game: g(n + period) = g(n) for all n >= preperiod. */
export interface SubtractionPeriodicity {
  set: number[];
  preperiod: number;
  period: number;
  certificate: PeriodCertificate;
  /** g(0 .. preperiod + period - 1): with the period, every value of the sequence. */
  prefix: GrundyTable;
}

/** The default cap on the table grown while looking for the period (2^25 positions, 32 MiB at |S| < 256). */
export const DEFAULT_PERIOD_SEARCH_CAP = 1 << 25;

/**
 * The least preperiod, then the least period, of the Grundy sequence of a finite subtraction
 * set, with a certificate. The windows W(n) = g(n .. n + max(S) - 1) follow W(n + 1) = F(W(n)),
 * so the sequence is eventually periodic (pigeonhole) and Brent's cycle detection on the windows
 * yields the exact tail and cycle lengths. The table grows by doubling; past `cap` positions it
 * throws a RangeError.
 */
export function subtractionPeriodicity(set: readonly number[], cap = DEFAULT_PERIOD_SEARCH_CAP): SubtractionPeriodicity {
  const s = normaliseSubtractionSet(set);
  const maxS = s[s.length - 1] ?? 0;
  let table = allocateGrundyTable(Math.min(cap, 64), s.length);
  fillSubtractionTable(s, table, 0);

  /** Makes the table reach index `last`, doubling it, or throws past the cap. */
  const reach = (last: number): void => {
    if (last < table.length) return;
    let size = table.length;
    while (size <= last) size *= 2;
    if (last >= cap) {
      throw new RangeError(`subtraction set {${s.join(", ")}}: no period found within the first ${cap} positions (the search cap)`);
    }
    const grown = allocateGrundyTable(Math.min(size, cap), s.length);
    grown.set(table);
    fillSubtractionTable(s, grown, table.length);
    table = grown;
  };
  /** W(i) = W(j): the windows of length max(S) at i and j agree. */
  const same = (i: number, j: number): boolean => {
    reach(Math.max(i, j) + maxS);
    for (let d = 0; d < maxS; d++) if (table[i + d] !== table[j + d]) return false;
    return true;
  };

  // Brent: the hare runs ahead of a tortoise parked at powers of two until they meet; the
  // distance at the first meeting is the cycle length.
  let power = 1;
  let period = 1;
  let tortoise = 0;
  let hare = 1;
  while (!same(tortoise, hare)) {
    if (power === period) {
      tortoise = hare;
      power *= 2;
      period = 0;
    }
    hare++;
    period++;
  }
  // The tail: the first n whose window recurs `period` later.
  let preperiod = 0;
  while (!same(preperiod, preperiod + period)) preperiod++;

  const window = Array.from(table.subarray(preperiod, preperiod + maxS));
  return {
    set: s,
    preperiod,
    period,
    certificate: { start: preperiod, length: maxS, period, window, end: preperiod + period + maxS },
    prefix: table.slice(0, preperiod + period),
  };
}

/**
 * Checks a claimed period against a table of a subtraction game with largest element maxS:
 * true when the table covers the certificate window (preperiod + period + maxS entries) and
 * g(n + period) = g(n) for every n >= preperiod within the table.
 */
export function verifyPeriod(table: ArrayLike<number>, preperiod: number, period: number, maxS: number): boolean {
  if (!Number.isSafeInteger(preperiod) || preperiod < 0 || !Number.isSafeInteger(period) || period < 1) return false;
  if (table.length < preperiod + period + maxS) return false;
  for (let n = preperiod; n + period < table.length; n++) if (table[n + period] !== table[n]) return false;
  return true;
}

/** g(n) from a periodicity: g(n) = g(preperiod + (n - preperiod) mod period) once n >= preperiod. */
export function periodicGrundyAt(p: SubtractionPeriodicity, n: bigint | number): number {
  const big = typeof n === "bigint" ? n : checkedBigInt(n);
  if (big < 0n) throw new RangeError(`n = ${n} is negative`);
  const pre = BigInt(p.preperiod);
  const period = BigInt(p.period);
  // The prefix holds g(0 .. pre + period - 1) itself; past it, fold n back into the last period.
  const index = big < pre + period ? big : pre + ((big - pre) % period);
  return p.prefix[Number(index)]!;
}

function checkedBigInt(n: number): bigint {
  if (!Number.isSafeInteger(n)) throw new RangeError(`n = ${n} is not a safe integer; pass a bigint for large n`);
  return BigInt(n);
}

/**
 * g(n) of the subtraction game S for any n (10^18 and beyond, as a bigint) from its certified
 * period. Finds the period each call; keep a `subtractionPeriodicity` for many queries.
 */
export function subtractionGrundyAt(set: readonly number[], n: bigint | number): number {
  return periodicGrundyAt(subtractionPeriodicity(set), n);
}
