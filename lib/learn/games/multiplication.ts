// POJ 2505 A Multiplication Game: p starts at 1, a move multiplies it by 2..9, and whoever makes
// p >= n wins. A position is the pair (p, n), so the conjecture checker covers every target up
// to its bound; the moves are lib/game's multiplicationGame(n). The theory: bands of products
// between n / 18^j edges (multiplicationBands), P and N alternately below the top band.
import { multiplicationBands, multiplicationGame, multiplicationWinningMultipliers, type ImpartialGame, type MultiplicationBand } from "../../game";
import type { LearnGame } from "../learn-game";
import { learnText } from "../learn-text";
import { multiplyBy, type ProductPosition } from "../play/boards/product";

/** lib/game's game for each target, as one game on (p, n) pairs. */
export const multiplicationPairs: ImpartialGame<ProductPosition> = {
  *moves({ p, n }) {
    for (const q of multiplicationGame(n).moves(p)) yield { p: q, n };
  },
  key: ({ p, n }) => `${p},${n}`,
};

const bandOf = (bands: readonly MultiplicationBand[], p: number) => bands.findIndex((b) => BigInt(p) >= b.low && BigInt(p) <= b.high);

export const multiplication: LearnGame<ProductPosition> = {
  id: "multiplication",
  title: "The multiplication game",
  board: "product",
  params: [],
  rules: () => multiplicationPairs,
  // p >= n: the opponent has just reached the target, so the player to move has lost.
  isP: ({ p, n }) => p >= n || multiplicationWinningMultipliers(BigInt(p), BigInt(n)).length === 0,
  winningMove(position) {
    const { p, n } = position;
    if (p >= n) return null;
    const m = multiplicationWinningMultipliers(BigInt(p), BigInt(n))[0];
    if (m === undefined) return null;
    const to = multiplyBy(position, m);
    const q = to.p;
    if (q >= n) return { to, explanation: learnText("multiplicationReach", { p, m, q, n }) };
    // q lies in a band where the mover loses; every move from it lands in the band above it.
    const bands = multiplicationBands(BigInt(n));
    const i = bandOf(bands, q);
    const band = bands[i]!;
    const above = bands[i - 1]!;
    const range = (b: MultiplicationBand) => ({ low: Number(b.low), high: Number(b.high) });
    const values = { p, m, q, n, low: range(band).low, high: range(band).high, aboveLow: range(above).low, aboveHigh: range(above).high };
    if (i === 1) return { to, explanation: learnText("multiplicationTopBand", values) };
    const next = range(bands[i - 2]!);
    return { to, explanation: learnText("multiplicationBand", { ...values, nextLow: next.low, nextHigh: next.high }) };
  },
  show: ({ p, n }) => `p = ${p}, n = ${n}`,
  positions(bound) {
    // For each target n up to the bound: every product reachable from 1, and the products >= n
    // that end the game (the moves' targets must be listed too).
    const out: ProductPosition[] = [];
    for (let n = 2; n <= bound; n++) {
      const seen = new Set<number>([1]);
      for (const p of seen) if (p < n) for (const q of multiplicationGame(n).moves(p)) seen.add(q);
      // Options before the positions that move to them (the checker's first counterexample is
      // then one nearest the end): the finished products p >= n, then p < n from the top down.
      const finished = [...seen].filter((p) => p >= n).sort((a, b) => a - b);
      const playing = [...seen].filter((p) => p < n).sort((a, b) => b - a);
      for (const p of [...finished, ...playing]) out.push({ p, n });
    }
    return out;
  },
  maxBound: 200,
  defaultBound: 60,
  predicate: {
    isP: "function isP(p: number, n: number): boolean",
    grundy: "function grundy(p: number, n: number): number",
    args: ({ p, n }) => [p, n],
  },
  // Targets over several bands (n up to 6000 crosses 18^3), so both outcomes come up.
  startPosition: (_params, random) => ({ p: 1, n: 2 + Math.floor(random() * 5999) }),
};
