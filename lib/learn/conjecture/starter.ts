// The code a new conjecture editor starts with: the game's isP signature, and a word on grundy.
import type { LearnGame } from "../learn-game";

export function conjectureStarter(game: LearnGame<unknown>): string {
  return `// ${game.title}: which positions are P-positions (the player to move loses)?
// Return true for a P-position, false for an N-position.
// Or define ${game.predicate.grundy} instead, to check Sprague-Grundy values.
${game.predicate.isP} {
  return false;
}
`;
}
