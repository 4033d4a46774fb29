import type { ImpartialGame } from "../impartial";

/** A position of `misereGame(g)`: a position of g, or the extra terminal position after it ends. */
export type MisereState<S> = { readonly over: false; readonly state: S } | { readonly over: true };

/** The extra terminal position of `misereGame`. */
export const MISERE_OVER: MisereState<never> = { over: true };

/** Wraps a position of g as a position of `misereGame(g)`. */
export function misereStart<S>(state: S): MisereState<S> {
  return { over: false, state };
}

/**
 * Misère play as normal play (a game transformation): every terminal position of g gets one
 * extra move to a new terminal position. Under normal play that makes g's terminal positions
 * wins for the player to move, exactly the misère convention; all other positions follow the
 * same P/N recursion, so `outcome(misereGame(g), misereStart(x))` is x's misère outcome class.
 * (Outcome classes only: Grundy values of the transformed game are not misère Grundy values.)
 */
export function misereGame<S>(game: ImpartialGame<S>): ImpartialGame<MisereState<S>> {
  return {
    *moves(s) {
      if (s.over) return;
      let terminal = true;
      for (const next of game.moves(s.state)) {
        terminal = false;
        yield { over: false, state: next };
      }
      if (terminal) yield MISERE_OVER;
    },
    key: (s) => (s.over ? "over" : `g:${String(game.key(s.state))}`),
  };
}
