// The one-pile games of the strips, as lib/game tables: Bash, a subtraction set, powers of two,
// Fibonacci Nim.
// Bash, powers of two and the Fibonacci subtraction game are named by their lib/game/games ids;
// "subtraction" is any finite set.
import {
  bashMoves,
  fibonacciMoves,
  fibonacciNimGame,
  fibonacciNimStart,
  grundy,
  powersOfTwoMoves,
  ruleGrundyTable,
  subtractionGrundyTable,
  type GameId,
  type GrundyTable,
  type Memo,
} from "../../game";
import type { ArgReader } from "./arg-reader";
import { LIMITS } from "./limits";

/** A subtraction-type one-pile game: Bash (take 1..m) or a finite subtraction set S. */
export type SubtractionPile = { game: Extract<GameId, "bash">; m: number } | { game: "subtraction"; set: number[] };
/** Subtraction games whose (infinite) set has no parameter: "take a Fibonacci number" (HDU 1848). */
export type InfiniteSetPile = { game: Extract<GameId, "fibonacci-subtraction"> };
/**
 * Fibonacci Nim (HOJ 1367): n stones, the first take 1..n-1, then at most twice the last take.
 * Not a GameId (the play boards cannot show the cap), so named here like "subtraction".
 */
export type FibonacciNimPile = { game: "fibonacci-nim" };
/** A one-pile game: a subtraction-type game, "take a power of two" (HDU 1847), an infinite set, or Fibonacci Nim. */
export type OnePileGame = SubtractionPile | { game: Extract<GameId, "powers-of-two"> } | InfiniteSetPile | FibonacciNimPile;

/** Reads game= (one of `games`) and its parameter (m= for Bash, set= for a subtraction set). */
export function readOnePileGame<G extends OnePileGame["game"]>(args: ArgReader, games: readonly G[]): Extract<OnePileGame, { game: G }> {
  const game: OnePileGame["game"] = args.choice("game", games);
  let pile: OnePileGame;
  if (game === "bash") pile = { game, m: args.int("m", { min: 1, max: LIMITS.bashMaxM }) };
  else if (game === "subtraction") {
    const set = args.intList("set", { min: 1, max: LIMITS.setMaxElement, maxLength: LIMITS.setMaxSize });
    pile = { game, set: [...new Set(set)].sort((a, b) => a - b) };
  } else pile = { game };
  return pile as Extract<OnePileGame, { game: G }>;
}

/** The arguments that read back to `pile`. */
export function onePileArgs(pile: OnePileGame): Record<string, string> {
  if (pile.game === "bash") return { game: "bash", m: String(pile.m) };
  if (pile.game === "subtraction") return { game: "subtraction", set: pile.set.join(",") };
  return { game: pile.game };
}

/** Bash's game is the subtraction game {1, ..., m}. */
export function subtractionSet(pile: SubtractionPile): number[] {
  return pile.game === "bash" ? Array.from({ length: pile.m }, (_, i) => i + 1) : pile.set;
}

/** g(0..to) by the Sprague-Grundy recursion over the game's real moves (Fibonacci Nim: of its start positions). */
export function onePileGrundyTable(pile: OnePileGame, to: number): GrundyTable {
  if (pile.game === "fibonacci-nim") {
    const memo: Memo<number> = new Map();
    return Uint32Array.from({ length: to + 1 }, (_, n) => (n === 0 ? 0 : grundy(fibonacciNimGame, fibonacciNimStart(n), memo)));
  }
  if (pile.game === "powers-of-two") return ruleGrundyTable(to, powersOfTwoMoves);
  if (pile.game === "fibonacci-subtraction") return ruleGrundyTable(to, fibonacciMoves);
  if (pile.game === "bash") return ruleGrundyTable(to, bashMoves(pile.m));
  return subtractionGrundyTable(pile.set, to);
}
