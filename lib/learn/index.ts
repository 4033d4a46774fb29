// The learning tools' games, by id (see learn-game.ts).
import type { LearnGame, LearnGameId } from "./learn-game";
import { nim } from "./games/nim";
import { bash } from "./games/bash";
import { powersOfTwo } from "./games/powers-of-two";
import { kiki } from "./games/kiki";
import { wythoff } from "./games/wythoff";
import { georgiaBob } from "./games/georgia-bob";
import { newStone } from "./games/new-stone";
import { sNim } from "./games/s-nim";
import { chessRow } from "./games/chess-row";
import { fibonacciSubtraction } from "./games/fibonacci-subtraction";
import { misereNim } from "./games/misere-nim";
import { threeKinds } from "./games/three-kinds";
import { dagTokens } from "./games/dag-tokens";
import { mooreNim } from "./games/moore-nim";
import { euclid } from "./games/euclid";
import { beans } from "./games/beans";
import { fibonacciNim } from "./games/fibonacci-nim";
import { multiplication } from "./games/multiplication";

export * from "./learn-game";
export * from "./learn-text";

// Each game's positions have their own type; the registry erases it (positions are JSON data).
// A full Record: adding an id to LEARN_GAME_IDS without its game fails to compile.
const GAMES: Record<LearnGameId, LearnGame<unknown>> = {
  nim: nim as LearnGame<unknown>,
  bash: bash as LearnGame<unknown>,
  "powers-of-two": powersOfTwo as LearnGame<unknown>,
  kiki: kiki as LearnGame<unknown>,
  wythoff: wythoff as LearnGame<unknown>,
  "georgia-bob": georgiaBob as LearnGame<unknown>,
  "new-stone": newStone as LearnGame<unknown>,
  "s-nim": sNim as LearnGame<unknown>,
  "chess-row": chessRow as LearnGame<unknown>,
  "fibonacci-subtraction": fibonacciSubtraction as LearnGame<unknown>,
  "misere-nim": misereNim as LearnGame<unknown>,
  "three-kinds": threeKinds as LearnGame<unknown>,
  "dag-tokens": dagTokens as LearnGame<unknown>,
  "moore-nim": mooreNim as LearnGame<unknown>,
  euclid: euclid as LearnGame<unknown>,
  beans: beans as LearnGame<unknown>,
  "fibonacci-nim": fibonacciNim as LearnGame<unknown>,
  multiplication: multiplication as LearnGame<unknown>,
};

/** The game of an id; undefined for an id that is not a LearnGameId (e.g. a stale database value). */
export function learnGame(id: LearnGameId): LearnGame<unknown> | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}

/** The default parameter values of a game. */
export function defaultParams(game: LearnGame<unknown>): Record<string, number | number[]> {
  return Object.fromEntries(game.params.map((p) => [p.name, p.default]));
}
