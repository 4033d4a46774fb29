// The circle of coins of POJ 2484 (A Funny Game), n = from..to: each circle's outcome by a full
// search of the real rules (coinCircleGame: the circle, then rows of coins), and for each of the
// first player's two first moves the second player's mirror reply (the middle of the row left)
// with the outcome of what it leaves, searched too: P in every case from n = 3 on.
import { coinCircle, coinCircleGame, coinRows, isCoinCircleP, mirrorReply, outcome, type MirrorReply, type Memo, type Outcome } from "../../game";
import { defineWidget } from "./widget-definition";

/** Circles up to 24 coins: a full search visits every set of rows of at most 24 coins (a few thousand). */
export const COIN_CIRCLE_LIMITS = { maxCoins: 24, maxCircles: 12 } as const;

export interface CoinCircleFirstMove {
  /** Coins the first move takes (1, or 2 neighbours). */
  take: 1 | 2;
  /** The row it leaves. */
  row: number;
  /** The second player's symmetric reply (null when the first move took every coin). */
  reply: MirrorReply | null;
  /** The outcome, for the first player to move again, after the reply (or after the first move when no coin is left): searched. */
  after: Outcome;
  /**
   * The same on the circle, coins numbered 0..n-1 around it: the first move takes coin 0 (and 1),
   * the reply the coins opposite them (the row's middle), so what is left is mirror-symmetric.
   */
  firstCoins: number[];
  replyCoins: number[];
}

export interface CoinCircleRow {
  n: number;
  /** By search. */
  outcome: Outcome;
  /** By the theory (P iff n >= 3): the component marks a disagreement, which the tests say never happens. */
  theory: Outcome;
  moves: CoinCircleFirstMove[];
}

export function coinCircleTable(from: number, to: number): CoinCircleRow[] {
  const memo: Memo<Outcome> = new Map();
  const rows: CoinCircleRow[] = [];
  for (let n = from; n <= to; n++) {
    const moves: CoinCircleFirstMove[] = [];
    for (const take of [1, 2] as const) {
      if (take > n) continue;
      const row = n - take;
      const reply = row > 0 ? mirrorReply(row) : null;
      // After the reply the first player moves again: "P" means the reply wins for the second player.
      const left = reply ? coinRows([reply.half, reply.half]) : coinRows([]);
      const firstCoins = take === 1 ? [0] : [0, 1];
      // The row is coins take..n-1, so its coin `at` is coin take + at of the circle.
      const replyCoins = reply ? Array.from({ length: reply.take }, (_, j) => take + reply.at + j) : [];
      moves.push({ take, row, reply, after: outcome(coinCircleGame, left, memo), firstCoins, replyCoins });
    }
    rows.push({ n, outcome: outcome(coinCircleGame, coinCircle(n), memo), theory: isCoinCircleP(n) ? "P" : "N", moves });
  }
  return rows;
}

export const coinCircleWidget = defineWidget({
  read(args) {
    const from = args.int("from", { min: 1, max: COIN_CIRCLE_LIMITS.maxCoins, fallback: 1 });
    const to = args.int("to", {
      min: from,
      max: Math.min(COIN_CIRCLE_LIMITS.maxCoins, from + COIN_CIRCLE_LIMITS.maxCircles - 1),
      fallback: Math.min(COIN_CIRCLE_LIMITS.maxCoins, from + 7),
    });
    return { from, to };
  },
  args: (p) => ({ from: String(p.from), to: String(p.to) }),
  compute: (p) => coinCircleTable(p.from, p.to),
});
