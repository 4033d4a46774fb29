// POJ 1067: Wythoff's game. Two piles; take any number from one pile, or the same number from both.
import { isWythoffP, wythoffGame, wythoffPair, wythoffPartner, type ImpartialGame } from "../../game";
import type { LearnGame } from "../learn-game";
import { learnText } from "../learn-text";

/** The two pile sizes, in board order (not sorted, so the piles stay where the player sees them). */
type TwoPiles = [number, number];

/** The k-th Wythoff pair (a_k, b_k) = (floor(k phi), a_k + k), exact (bigint inside). */
function pair(k: number): [number, number] {
  const [a, b] = wythoffPair(BigInt(k));
  return [Number(a), Number(b)];
}
const named = (k: number) => {
  const [a, b] = pair(k);
  return `(a_${k}, b_${k}) = (${a}, ${b})`;
};

export const wythoff: LearnGame<TwoPiles> = {
  id: "wythoff",
  title: "Wythoff's game",
  board: "piles",
  params: [],
  rules: () => wythoffGame as ImpartialGame<TwoPiles>,
  isP: ([a, b]) => isWythoffP(BigInt(a), BigInt(b)),
  winningMove([a, b]) {
    if (isWythoffP(BigInt(a), BigInt(b))) return null;
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    const loFirst = a <= b;
    const place = (x: number, y: number): TwoPiles => (loFirst ? [x, y] : [y, x]); // (smaller, larger) back to board order
    // Same difference k = hi - lo: lower both piles to the k-th pair, if it lies below.
    const k = hi - lo;
    const [ak, bk] = pair(k);
    if (ak < lo) {
      return {
        to: place(ak, bk),
        explanation: learnText("wythoffSameDifference", { k, pair: named(k), take: lo - ak, left: `(${ak}, ${bk})` }),
      };
    }
    // Otherwise one pile keeps its size and the other drops to its partner in the pairs.
    const partnerOfLo = Number(wythoffPartner(BigInt(lo)));
    if (partnerOfLo < hi) {
      const j = Math.abs(partnerOfLo - lo);
      return {
        to: place(lo, partnerOfLo),
        explanation: learnText("wythoffKeepPile", {
          kept: lo,
          pair: named(j),
          take: hi - partnerOfLo,
          pile: hi,
          left: `(${Math.min(lo, partnerOfLo)}, ${Math.max(lo, partnerOfLo)})`,
        }),
      };
    }
    const partnerOfHi = Number(wythoffPartner(BigInt(hi)));
    const j = hi - partnerOfHi;
    return {
      to: place(partnerOfHi, hi),
      explanation: learnText("wythoffKeepPile", { kept: hi, pair: named(j), take: lo - partnerOfHi, pile: lo, left: `(${partnerOfHi}, ${hi})` }),
    };
  },
  show: ([a, b]) => `(${a}, ${b})`,
  positions(bound) {
    const out: TwoPiles[] = [];
    for (let a = 0; a <= bound; a++) for (let b = 0; b <= bound; b++) out.push([a, b]);
    return out.sort((x, y) => x[0] + x[1] - (y[0] + y[1]) || x[0] - y[0]);
  },
  maxBound: 30,
  defaultBound: 12,
  predicate: {
    isP: "function isP(a: number, b: number): boolean",
    grundy: "function grundy(a: number, b: number): number",
    args: ([a, b]) => [a, b],
  },
  startPosition: (_params, random) => [1 + Math.floor(random() * 12), 1 + Math.floor(random() * 12)],
};
