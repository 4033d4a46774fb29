// "Hint": the theory's winning move from the current position, with its reason, or the news
// that there is none because the position is P.
import type { LearnGame } from "../learn-game";
import { learnText, type LearnText } from "../learn-text";
import { currentPosition, findMove, isOver, shownAfter, type PlaySession } from "./session";

export type Hint<P> =
  /** `to`: the rules' position; `shown`: the same in the board's order. */
  | { kind: "winning"; to: P; shown: P; explanation: LearnText }
  | { kind: "p-position"; explanation: LearnText }
  /** The theory calls the position N but gives no legal move: a bug in the game model, said plainly. */
  | { kind: "theory-failed"; explanation: LearnText }
  | { kind: "over" };

export const P_POSITION_HINT = learnText("pPositionHint");

export function hint<P>(game: LearnGame<P>, session: PlaySession<P>): Hint<P> {
  if (isOver(session)) return { kind: "over" };
  const position = currentPosition(session);
  if (game.isP(position, session.params)) return { kind: "p-position", explanation: P_POSITION_HINT };
  const win = game.winningMove(position, session.params);
  const to = win ? findMove(game, session, win.to) : undefined;
  if (!win || to === undefined) {
    return { kind: "theory-failed", explanation: learnText("theoryFailed") };
  }
  return { kind: "winning", to, shown: shownAfter(game, session, to), explanation: win.explanation };
}
