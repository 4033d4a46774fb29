// What the learning path shows besides the problems: the steps where the game lab helps (a game
// to open it on) and the problems other judges know under another name. Data only, read by
// /learn; test/unit/learning-path.test.ts checks every lab game parses and every alias's target.
import type { ConceptId } from "./concepts";

/**
 * The steps whose idea the lab (/lab?g=...) shows: a subtraction game's P-positions repeat
 * (Bash), its Grundy values (the mex), and a sum's value (the xor of its parts). Nim, Wythoff,
 * staircase, misère and the advanced games are not lab games (the lab plays one-pile rules and
 * their sums under normal play), so those steps link only to Play.
 */
export const STEP_LAB_GAMES: Partial<Record<ConceptId, string>> = {
  "bash-subtraction": "r:bash,3",
  grundy: "s:1,3,4",
  sums: "s:1,3,4@10+r:squares@7",
};

/** The lab's address for a step, or null when the step has no lab use. */
export function stepLabHref(concept: ConceptId): string | null {
  const game = STEP_LAB_GAMES[concept];
  return game === undefined ? null : `/lab?g=${encodeURIComponent(game)}`;
}

/** A problem another judge has under its own name, the same as one of ours. */
export interface PathAlias {
  /** As the seeds and the other judge name it. */
  name: string;
  /** The game it is, in a word. */
  game: string;
  /** The step it belongs to. */
  concept: ConceptId;
  /** The problem of ours that is the same problem. */
  sameAs: string;
}

export const PATH_ALIASES: readonly PathAlias[] = [{ name: "MIPT 100", game: "Nim", concept: "nim", sameAs: "poj-2234-matches-game" }];
