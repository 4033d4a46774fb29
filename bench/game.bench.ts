// Benchmark of lib/game's fast paths against straightforward recursive Map-memo versions of the
// same computations, side by side in one process (the machine is shared and noisy: compare the
// ratios, not the absolute figures). Run: npx tsx bench/game.bench.ts. Prints figures only; no
// pass/fail on a clock. Each timing is the best of a few runs.
import { dagGrundy } from "../lib/game/dag";
import { grundy, type ImpartialGame } from "../lib/game/impartial";
import { seededRandom } from "../lib/game/random";
import { subtractionGrundyTable } from "../lib/game/subtraction";

const S10 = [1, 3, 4, 6, 9, 10, 13, 15, 17, 20];

function best<T>(runs: number, f: () => T): { ms: number; result: T } {
  let ms = Infinity;
  let result!: T;
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    result = f();
    ms = Math.min(ms, performance.now() - t);
  }
  return { ms, result };
}

const fmt = (x: number) => x.toLocaleString("en-US", { maximumFractionDigits: 0 });
const rate = (states: number, ms: number) => (states / ms) * 1000;
function line(label: string, states: number, ms: number): number {
  const r = rate(states, ms);
  console.log(`  ${label.padEnd(44)} ${fmt(states).padStart(12)} states ${ms.toFixed(0).padStart(7)} ms ${fmt(r).padStart(13)} states/s`);
  return r;
}

/** The textbook version: g(n) = mex of g(n - s), recursive, memo in a Map, a Set per mex. */
function recursiveSubtraction(set: readonly number[], n: number, memo: Map<number, number>): number {
  const known = memo.get(n);
  if (known !== undefined) return known;
  const seen = new Set<number>();
  for (const s of set) if (s <= n) seen.add(recursiveSubtraction(set, n - s, memo));
  let m = 0;
  while (seen.has(m)) m++;
  memo.set(n, m);
  return m;
}

/** The largest n (by doubling, then bisection) whose recursion does not overflow the stack. */
function deepestRecursion(set: readonly number[]): number {
  const ok = (n: number) => {
    try {
      recursiveSubtraction(set, n, new Map());
      return true;
    } catch (e) {
      if (e instanceof RangeError) return false;
      throw e;
    }
  };
  let lo = 1000;
  let hi = 2000;
  while (ok(hi)) [lo, hi] = [hi, hi * 2];
  while (hi - lo > 100) {
    const mid = Math.floor((lo + hi) / 2);
    if (ok(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

function benchSubtraction(): void {
  console.log(`(a) subtraction game S = {${S10.join(", ")}} (|S| = 10), Grundy table g(0..n)`);
  const nFast = 10_000_000;
  const fast = best(3, () => subtractionGrundyTable(S10, nFast));
  const fastRate = line("typed array (subtractionGrundyTable)", nFast + 1, fast.ms);

  // Half the deepest probe that passed: frame sizes change as the code is optimised, so the
  // exact limit is not stable from run to run.
  const deep = Math.floor(deepestRecursion(S10) / 2);
  const calls = 200; // one call is too short to time: 200 calls, each with a fresh memo
  const direct = best(3, () => {
    for (let c = 0; c < calls; c++) recursiveSubtraction(S10, deep, new Map());
  });
  const directRate = line(`recursive Map memo, ${calls} calls g(${fmt(deep)})`, calls * (deep + 1), direct.ms);

  // Past that depth the recursion overflows the call stack, so the baseline is driven in
  // increasing n: each call finds g(n - s) memoised and recurses one level only. This measures
  // the Map memo + Set mex + call cost per state, which is what the typed-array path replaces.
  const nBase = 2_000_000;
  const ascending = best(2, () => {
    const memo = new Map<number, number>();
    for (let n = 0; n <= nBase; n++) recursiveSubtraction(S10, n, memo);
    return memo;
  });
  const ascendingRate = line("recursive Map memo, driven in increasing n", nBase + 1, ascending.ms);

  for (let n = 0; n <= nBase; n += 997) {
    if (ascending.result.get(n) !== fast.result[n]) throw new Error(`tables differ at n = ${n}`);
  }
  console.log(`  ratio typed array / recursive: ${(fastRate / ascendingRate).toFixed(1)}x (increasing-n driver), ` +
    `${(fastRate / directRate).toFixed(1)}x (deep calls, n = ${fmt(deep)}); tables agree`);
}

const PILE = 1000;
const S3 = [1, 3, 4];
const W = PILE + 1;

/** Two piles of at most 1000, take s in {1, 3, 4} from either: 1,002,001 states, keyed a * 1001 + b. */
const twoPiles: ImpartialGame<number> = {
  *moves(x) {
    const a = Math.floor(x / W);
    const b = x - a * W;
    for (const s of S3) {
      if (s <= a) yield x - s * W;
      if (s <= b) yield x - s;
    }
  },
  key: (x) => x,
};

function recursiveTwoPiles(x: number, memo: Map<number, number>): number {
  const known = memo.get(x);
  if (known !== undefined) return known;
  const seen = new Set<number>();
  for (const y of twoPiles.moves(x)) seen.add(recursiveTwoPiles(y, memo));
  let m = 0;
  while (seen.has(m)) m++;
  memo.set(x, m);
  return m;
}

function benchGeneric(): void {
  const states = W * W;
  console.log(`(b) generic engine: two piles of at most ${PILE}, take {${S3.join(", ")}} from either (${fmt(states)} states)`);
  const root = PILE * W + PILE;
  const generic = best(3, () => {
    const memo = new Map<string | number, number>();
    return { g: grundy(twoPiles, root, memo), size: memo.size };
  });
  const genericRate = line("grundy() from impartial.ts (iterative)", generic.result.size, generic.ms);
  // The recursion is at most 2000 deep here (each move lowers a + b), which the stack holds.
  const recursive = best(3, () => {
    const memo = new Map<number, number>();
    return { g: recursiveTwoPiles(root, memo), size: memo.size };
  });
  const recursiveRate = line("recursive Map memo (same game, same moves)", recursive.result.size, recursive.ms);
  const table = subtractionGrundyTable(S3, PILE);
  if (generic.result.g !== recursive.result.g || generic.result.g !== (table[PILE]! ^ table[PILE]!)) {
    throw new Error("the two engines disagree");
  }
  console.log(`  ratio generic / recursive: ${(genericRate / recursiveRate).toFixed(2)}x; both give g = ${generic.result.g} ` +
    `(= g(1000) xor g(1000), Sprague-Grundy sum)`);
}

function benchDag(): void {
  const n = 1_000_000;
  const random = seededRandom(2425);
  const adj: number[][] = Array.from({ length: n }, (_, v) => {
    const out: number[] = [];
    for (let d = 0; d < 3 && v > 0; d++) out.push(Math.max(0, v - 1 - random.int(0, 50)));
    return out;
  });
  console.log(`(c) a random DAG of ${fmt(n)} nodes, 3 edges each to nearby lower nodes, Grundy values of all nodes`);
  const csr = best(3, () => dagGrundy(adj));
  const csrRate = line("dagGrundy (Kahn, CSR, typed arrays)", n, csr.ms);
  const game: ImpartialGame<number> = { moves: (v) => adj[v]!, key: (v) => v };
  const generic = best(1, () => {
    const memo = new Map<string | number, number>();
    for (let v = 0; v < n; v++) grundy(game, v, memo);
    return memo;
  });
  const genericRate = line("grundy() on every node, shared memo", n, generic.ms);
  for (let v = 0; v < n; v += 991) if (generic.result.get(v) !== csr.result[v]) throw new Error(`DAG values differ at ${v}`);
  console.log(`  ratio dagGrundy / generic: ${(csrRate / genericRate).toFixed(1)}x; values agree`);
}

const start = performance.now();
benchSubtraction();
benchGeneric();
benchDag();
console.log(`total ${((performance.now() - start) / 1000).toFixed(1)} s (node ${process.version})`);
