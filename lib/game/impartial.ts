import { mex } from "./mex";

/**
 * An impartial game given by its moves alone (the cgsuite convention): everything else,
 * outcome classes and Sprague-Grundy values, is derived. Terminal positions have no moves,
 * and under normal play the player who cannot move loses.
 */
export interface ImpartialGame<S> {
  /** The options of `state`: a fresh array or iterable per call (the search may hold it). */
  moves(state: S): Iterable<S>;
  /** A key equal for equal positions (memo tables are keyed by it). */
  key(state: S): string | number;
}

export type Outcome = "P" | "N";

/** A memo table, passed explicitly so the caller decides its lifetime (no hidden global cache). */
export type Memo<V> = Map<string | number, V>;

/** Thrown when a game graph has a cycle: the search names a state on it instead of looping. */
export class CyclicGameError extends Error {
  constructor(readonly stateKey: string | number) {
    super(`the game graph has a cycle through state ${String(stateKey)}; it is not a finite impartial game`);
    this.name = "CyclicGameError";
  }
}

/**
 * Post-order evaluation of a finite acyclic game graph, iteratively (an explicit stack, so a
 * chain of a million positions does not overflow the call stack). `combine` receives the
 * values of all options of a state once they are known. The stack is kept as parallel arrays
 * (no object per frame) and the option values of all open frames share one value stack.
 */
const IN_PROGRESS: unique symbol = Symbol("in progress");

function movesOf<S>(game: ImpartialGame<S>, state: S): S[] {
  const moves = game.moves(state);
  if (Array.isArray(moves)) return moves as S[];
  const list: S[] = [];
  for (const m of moves) list.push(m);
  return list;
}

/** Normal play: N exactly when some option (values[from..]) is P. */
function outcomeFromOptions(values: readonly Outcome[], from: number): Outcome {
  return values.includes("P", from) ? "N" : "P";
}

function evaluate<S, V>(
  game: ImpartialGame<S>,
  root: S,
  memo: Memo<V>,
  /** The value of a state from its options' values, which are values[from..]. */
  combine: (values: readonly V[], from: number) => V,
  /** An option value that decides its state at once: the remaining options are not searched. */
  decisive?: V,
): V {
  const rootKey = game.key(root);
  const known = memo.get(rootKey);
  if (known !== undefined) return known;

  // A state being searched is marked in the memo itself (one Map operation instead of a
  // separate on-stack Set); the marks are removed if a cycle is found.
  const inProgress = IN_PROGRESS as V;
  memo.set(rootKey, inProgress);
  // Frame d: its state's key, its options, the next option to visit, and where its options'
  // values start on `values`.
  const keys: (string | number)[] = [rootKey];
  const options: (S[] | undefined)[] = [movesOf(game, root)];
  const next: number[] = [0];
  const base: number[] = [0];
  const values: V[] = [];
  let top = 0;

  while (top >= 0) {
    const opts = options[top]!;
    const i = next[top]!;
    if (i < opts.length) {
      const child = opts[i]!;
      const childKey = game.key(child);
      const v = memo.get(childKey);
      if (v === inProgress) {
        for (let d = 0; d <= top; d++) memo.delete(keys[d]!);
        throw new CyclicGameError(childKey);
      } else if (v !== undefined) {
        values.push(v);
        next[top] = v === decisive ? opts.length : i + 1;
      } else {
        memo.set(childKey, inProgress);
        top++;
        keys[top] = childKey;
        options[top] = movesOf(game, child);
        next[top] = 0;
        base[top] = values.length;
      }
      continue;
    }
    const from = base[top]!;
    const value = combine(values, from);
    values.length = from;
    memo.set(keys[top]!, value);
    options[top] = undefined; // let the finished frame's options be collected
    // The parent's next step reads this value back from the memo, as for any known option.
    top--;
  }
  return memo.get(rootKey)!;
}

/**
 * Outcome class by the defining recursion of P- and N-positions: a position is N exactly
 * when some move leads to a P-position (terminal positions are P under normal play). The
 * first option found to be P decides its state, so the options after it are not searched
 * (the memo then holds only the positions the search needed).
 */
export function outcome<S>(game: ImpartialGame<S>, state: S, memo: Memo<Outcome> = new Map()): Outcome {
  return evaluate(game, state, memo, outcomeFromOptions, "P");
}

/** Sprague-Grundy value: g(x) = mex{ g(y) : y an option of x } (Sprague 1935, Grundy 1939). */
export function grundy<S>(game: ImpartialGame<S>, state: S, memo: Memo<number> = new Map()): number {
  return evaluate(game, state, memo, mex);
}

/** All moves from `state` to a P-position (the winning moves; empty for a P-position). */
export function winningMoves<S>(game: ImpartialGame<S>, state: S, memo: Memo<Outcome> = new Map()): S[] {
  return [...game.moves(state)].filter((s) => outcome(game, s, memo) === "P");
}

/** All moves from `state` to a position of Grundy value `target` (to 0: the winning moves). */
export function movesToGrundy<S>(game: ImpartialGame<S>, state: S, target: number, memo: Memo<number> = new Map()): S[] {
  return [...game.moves(state)].filter((s) => grundy(game, s, memo) === target);
}
