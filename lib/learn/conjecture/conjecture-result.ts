// What a conjecture check reports to the page: plain data (it crosses from the Web Worker by
// postMessage), positions already written with the game's own `show`, and a sentence per outcome.

/** The three properties that define the P-positions (normal play), in the order they are taught. */
export type PProperty = "terminal-not-P" | "P-with-move-to-P" | "N-without-move-to-P";

export const P_PROPERTIES: Record<PProperty, { number: 1 | 2 | 3; rule: string }> = {
  "terminal-not-P": { number: 1, rule: "Every terminal position (no move left) is a P-position." },
  "P-with-move-to-P": { number: 2, rule: "From a P-position, no move leads to a P-position." },
  "N-without-move-to-P": { number: 3, rule: "From every N-position, some move leads to a P-position." },
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
      message: string;
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
      message: string;
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
      message: string;
    }
  | { status: "compile-error"; line?: number; column?: number; message: string }
  /** The student's function threw, or returned something other than a boolean (an integer). */
  | { status: "runtime-error" | "bad-return"; kind: "isP" | "grundy"; position: string; line?: number; message: string }
  | { status: "timeout"; seconds: number; message: string }
  /** A bound or parameter out of range: the page's inputs are wrong. */
  | { status: "invalid-request"; message: string }
  /** The checker's or the game model's fault, never the student's. */
  | { status: "internal-error"; message: string };

/** How many moves a counterexample lists before it only counts the rest. */
export const MAX_LISTED_MOVES = 16;

export function timeoutResult(seconds: number): ConjectureResult {
  return {
    status: "timeout",
    seconds,
    message: `Your function ran for more than ${seconds} s and was stopped (an infinite loop?).`,
  };
}
