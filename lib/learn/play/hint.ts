// "Hint": the theory's winning move from the current position, with its reason, or the news
// that there is none because the position is P.
import type { LearnGame } from "../learn-game";
import { currentPosition, findMove, isOver, shownAfter, type PlaySession } from "./session";

export type Hint<P> =
  /** `to`: the rules' position; `shown`: the same in the board's order. */
  | { kind: "winning"; to: P; shown: P; explanation: string }
  | { kind: "p-position"; explanation: string }
  /** The theory calls the position N but gives no legal move: a bug in the game model, said plainly. */
  | { kind: "theory-failed"; explanation: string }
  | { kind: "over" };

export const P_POSITION_HINT =
  "This is a P-position: every move leads to an N-position, from which a perfect player wins. " +
  "Make a small move and hope your opponent slips (the computer will not).";

export function hint<P>(game: LearnGame<P>, session: PlaySession<P>): Hint<P> {
  if (isOver(session)) return { kind: "over" };
  const position = currentPosition(session);
  if (game.isP(position, session.params)) return { kind: "p-position", explanation: P_POSITION_HINT };
  const win = game.winningMove(position, session.params);
  const to = win ? findMove(game, session, win.to) : undefined;
  if (!win || to === undefined) {
    return { kind: "theory-failed", explanation: "The theory calls this an N-position but found no legal winning move (a bug in the game model)." };
  }
  return { kind: "winning", to, shown: shownAfter(game, session, to), explanation: win.explanation };
}
