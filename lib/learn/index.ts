// The learning tools' games, by id (see learn-game.ts).
import type { LearnGame, LearnGameId } from "./learn-game";
import { nim } from "./games/nim";

export * from "./learn-game";

// Each game's positions have their own type; the registry erases it (positions are JSON data).
const GAMES: Partial<Record<LearnGameId, LearnGame<unknown>>> = {
  nim: nim as LearnGame<unknown>,
};

export function learnGame(id: LearnGameId): LearnGame<unknown> | undefined {
  return GAMES[id];
}

/** The default parameter values of a game. */
export function defaultParams(game: LearnGame<unknown>): Record<string, number | number[]> {
  return Object.fromEntries(game.params.map((p) => [p.name, p.default]));
}
