// What a conjecture check reports to the page: plain data (it crosses from the Web Worker by
// postMessage), positions already written with the game's own `show`, and a sentence per outcome
// as a code and its values (LearnText), which the page puts into the reader's language.
import { learnText, type LearnText } from "../learn-text";

/** The three properties that define the P-positions (normal play), in the order they are taught. */
export type PProperty = "terminal-not-P" | "P-with-move-to-P" | "N-without-move-to-P";

/** Each property's number; its rule in words is the page's ("conjecture.property" in the catalogs). */
export const P_PROPERTIES: Record<PProperty, { number: 1 | 2 | 3 }> = {
  "terminal-not-P": { number: 1 },
  "P-with-move-to-P": { number: 2 },
  "N-without-move-to-P": { number: 3 },
};

export type Outcome = "P" | "N";

/** A move, shown as the position it leads to, with the student's claim about that position. */
export interface ShownMove {
  to: string;
  claim: string;
}

export type ConjectureResult =
  | {
      status: "holds";
      kind: "isP" | "grundy";
      /** The number of positions checked. */
      checked: number;
      /** How many of them the conjecture calls P (for grundy: value 0). */
      pPositions: number;
      bound: number;
      /** Both isP and grundy were defined; grundy was checked. */
      ignoredIsP: boolean;
      message: LearnText;
    }
  | {
      status: "counterexample";
      kind: "isP";
      property: PProperty;
      position: string;
      claimed: Outcome;
      /** The move that shows it: for P-with-move-to-P, the move to a position also claimed P. */
      move?: ShownMove;
      /** For N-without-move-to-P: the moves (at most MAX_LISTED_MOVES), all claimed N. */
      moves: ShownMove[];
      moveCount: number;
      /** The position's real outcome, by game-tree search over the rules. */
      truth: Outcome | null;
      /** Positions checked before this one, which passed. */
      checked: number;
      message: LearnText;
    }
  | {
      status: "grundy-counterexample";
      kind: "grundy";
      position: string;
      claimed: number;
      /** The options with the values the student's grundy gives them (at most MAX_LISTED_MOVES). */
      options: ShownMove[];
      optionCount: number;
      mex: number;
      checked: number;
      ignoredIsP: boolean;
      message: LearnText;
    }
  | { status: "compile-error"; line?: number; column?: number; message: LearnText }
  /** The student's function threw, or returned something other than a boolean (an integer). */
  | { status: "runtime-error" | "bad-return"; kind: "isP" | "grundy"; position: string; line?: number; message: LearnText }
  | { status: "timeout"; seconds: number; message: LearnText }
  /** A bound or parameter out of range: the page's inputs are wrong. */
  | { status: "invalid-request"; message: LearnText }
  /** The checker's or the game model's fault, never the student's. */
  | { status: "internal-error"; message: LearnText };

/** How many moves a counterexample lists before it only counts the rest. */
export const MAX_LISTED_MOVES = 16;

export function timeoutResult(seconds: number): ConjectureResult {
  return { status: "timeout", seconds, message: learnText("timeout", { seconds }) };
}
