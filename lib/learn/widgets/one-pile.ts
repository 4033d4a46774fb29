// The one-pile games of the strips, as lib/game tables: Bash, a subtraction set, powers of two.
import { bashRule, powersOfTwoRule, ruleGrundyTable, subtractionGrundyTable, type GrundyTable } from "../../game";
import type { OnePileGame, SubtractionPile } from "./directive";

/** Bash's game is the subtraction game {1, ..., m}. */
export function subtractionSet(pile: SubtractionPile): number[] {
  return pile.game === "bash" ? Array.from({ length: pile.m }, (_, i) => i + 1) : pile.set;
}

/** g(0..to) by the Sprague-Grundy recursion over the game's real moves. */
export function onePileGrundyTable(pile: OnePileGame, to: number): GrundyTable {
  if (pile.game === "powers-of-two") return ruleGrundyTable(to, powersOfTwoRule);
  if (pile.game === "bash") return ruleGrundyTable(to, bashRule(pile.m));
  return subtractionGrundyTable(pile.set, to);
}

/** The rule in words, for a widget's caption. */
export function describeOnePileGame(pile: OnePileGame): string {
  if (pile.game === "powers-of-two") return "take a power of two (1, 2, 4, 8, ...)";
  if (pile.game === "bash") return `take 1 to ${pile.m}`;
  return `take s for s in S = {${pile.set.join(", ")}}`;
}
