// Widget 5: the P/N table of POJ 2068's team game, one row per seat and one column per number
// of stones, filled from the definition by lib/game's search over the real rules (teamNimGame:
// each seat has its own maximum take, whoever takes the last stone loses).
import { teamNimGame, turnOutcome, type Memo, type Outcome } from "../../game";
import { DirectiveError } from "./arg-reader";
import { defineWidget } from "./widget-definition";

/** At most 20 seats (10 per team, as in POJ 2068), takes up to 16, stones up to 60. */
export const SEATS_LIMITS = { maxSeats: 20, maxTake: 16, maxStones: 60 } as const;

export interface PnSeats {
  /** The maximum take of each seat, in playing order (even seats, counted from 0, are the first team). */
  limits: number[];
  /** outcomes[i][s]: seat i to move with s stones left, for the side to move. */
  outcomes: Outcome[][];
}

export function pnSeats(limits: readonly number[], to: number): PnSeats {
  const game = teamNimGame(limits);
  const memo: Memo<Outcome> = new Map();
  const outcomes = limits.map((_, turn) => Array.from({ length: to + 1 }, (_, stones) => turnOutcome(game, { stones, turn }, memo)));
  return { limits: limits.slice(), outcomes };
}

export const pnSeatsWidget = defineWidget({
  read(args) {
    const limits = args.intList("limits", { min: 1, max: SEATS_LIMITS.maxTake, maxLength: SEATS_LIMITS.maxSeats });
    if (limits.length % 2 !== 0) {
      throw new DirectiveError(`limits=${limits.join(",")}: two teams need an even number of seats`, "widgetOddSeats", { key: "limits", value: limits.join(",") });
    }
    return { limits, to: args.int("to", { min: 1, max: SEATS_LIMITS.maxStones, fallback: 20 }) };
  },
  args: (p) => ({ limits: p.limits.join(","), to: String(p.to) }),
  compute: (p) => pnSeats(p.limits, p.to),
});
