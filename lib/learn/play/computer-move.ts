// The perfect player: the theory's winning move from an N-position; from a P-position, where
// every move loses, the smallest legal move, so the student keeps the chance to win.
import type { LearnGame, LearnParamValues } from "../learn-game";
import type { LearnText } from "../learn-text";
import { moveSize } from "./arrange";
import { matchMove } from "./legal-moves";

export interface ComputerMove<P> {
  /** One of the legal moves given (the rules' own position). */
  to: P;
  /** "theory": LearnGame.winningMove; "smallest": no winning move exists, so a small one. */
  kind: "theory" | "smallest";
  explanation: LearnText | null;
}

/** The smallest of `moves` by moveSize; the rules' order breaks ties. */
export function smallestMove<P>(from: P, moves: readonly P[]): P | undefined {
  let best: P | undefined;
  let bestSize = Infinity;
  for (const to of moves) {
    const size = moveSize(from, to);
    if (size < bestSize) [best, bestSize] = [to, size];
  }
  return best;
}

/**
 * The computer's reply from `position`, given its legal moves (null when there are none).
 * A theory move that the rules do not allow is never played (it would be a bug in the theory);
 * the smallest legal move is played instead.
 */
export function chooseComputerMove<P>(
  game: LearnGame<P>,
  params: LearnParamValues,
  position: P,
  moves: readonly P[],
): ComputerMove<P> | null {
  if (moves.length === 0) return null;
  if (!game.isP(position, params)) {
    const win = game.winningMove(position, params);
    const legal = win ? matchMove(game.rules(params), moves, win.to, game.board === "piles", game.fixedPiles) : undefined;
    if (win && legal !== undefined) return { to: legal, kind: "theory", explanation: win.explanation };
  }
  return { to: smallestMove(position, moves)!, kind: "smallest", explanation: null };
}
