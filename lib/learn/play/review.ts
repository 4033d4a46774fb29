// The game's history after the end: every position labelled P or N by the theory, and the
// moves that handed a won game away (from an N-position to another N-position).
import type { LearnGame } from "../learn-game";
import type { LearnText } from "../learn-text";
import type { Player, PlaySession } from "./session";

export interface ReviewedStep<P> {
  position: P;
  /** The position in the board's order. */
  shown: P;
  mover: Player | null;
  label: "P" | "N";
  /** For a move from N to N: the move the theory would have made instead. */
  missed: { to: P; explanation: LearnText } | null;
}

export function reviewGame<P>(game: LearnGame<P>, session: PlaySession<P>): ReviewedStep<P>[] {
  const labels = session.steps.map((s) => (game.isP(s.position, session.params) ? "P" : "N") as "P" | "N");
  return session.steps.map((step, i) => {
    const before = i > 0 ? session.steps[i - 1]!.position : null;
    const missed =
      before !== null && labels[i - 1] === "N" && labels[i] === "N" ? game.winningMove(before, session.params) : null;
    return { position: step.position, shown: step.shown, mover: step.mover, label: labels[i]!, missed };
  });
}
