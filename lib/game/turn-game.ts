import type { ImpartialGame, Memo, Outcome } from "./impartial";
import { outcome } from "./impartial";
import { misereGame, misereStart } from "./theories/misere";

/** A position that records whose turn it is: `turn` is the seat of the player to move. */
export interface TurnPosition {
  readonly turn: number;
}

/**
 * A two-player game whose moves depend on whose turn it is, so it is not impartial: in POJ
 * 2068 every player has a personal maximum take. Its positions record the seat to move (the
 * turn passes around `seats` seats, the two sides alternating), which makes the options a
 * function of the position again: the game graph has an ImpartialGame's shape, and the P/N
 * recursion applies unchanged (P: the side to move loses). What does not apply is everything
 * built on Grundy values: in a sum all components share one turn, so a component's value
 * cannot be taken alone. Search it with turnOutcome, never with grundy().
 */
export interface TurnGame<S extends TurnPosition> extends ImpartialGame<S> {
  /** How many seats the turn passes around: after seat `turn` comes seat (turn + 1) % seats. */
  readonly seats: number;
  /**
   * Who wins when no move is left: "normal", the player who moved last; "misere", the player
   * to move (the last mover took the last stone and lost).
   */
  readonly ending: "normal" | "misere";
}

/**
 * The outcome class of `state` for the side to move, by the P/N recursion over the real
 * moves (a misère ending is searched through the misère-as-normal-play transformation).
 */
export function turnOutcome<S extends TurnPosition>(game: TurnGame<S>, state: S, memo: Memo<Outcome> = new Map()): Outcome {
  return game.ending === "normal" ? outcome(game, state, memo) : outcome(misereGame(game), misereStart(state), memo);
}
