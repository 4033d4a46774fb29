// POJ 3480 John: misère Nim. The moves of Nim (take any positive number of stones from one
// pile); whoever takes the last stone loses.
import type { ImpartialGame } from "../impartial";
import { nimGame, type NimPiles } from "./nim";

/**
 * Misère Nim as a normal-play game on pile sizes (so that boards and the conjecture checker,
 * which play "whoever cannot move loses", play it unchanged). Taking the last stone loses at
 * once, so nobody does it while another move exists; and a player left with a single stone has
 * no other move and loses. So the move that empties the table is left out: a position with one
 * stone has no move and is lost for the player to move. Positions hold at least one stone (the
 * empty table is where the game already ended). Every Nim position with a stone has the same
 * outcome here as under `misereGame(nimGame)` (lib/game/theories/misere.ts), the literal
 * misère transformation: test/unit/game/misere-nim-game.test.ts searches both.
 */
export const misereNimGame: ImpartialGame<NimPiles> = {
  *moves(piles) {
    for (const next of nimGame.moves(piles)) if (next.some((p) => p > 0)) yield next;
  },
  key: nimGame.key,
};
