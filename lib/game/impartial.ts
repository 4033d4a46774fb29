import { mex } from "./mex";

/**
 * An impartial game given by its moves alone (the cgsuite convention): everything else,
 * outcome classes and Sprague-Grundy values, is derived. Terminal positions have no moves,
 * and under normal play the player who cannot move loses.
 */
export interface ImpartialGame<S> {
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
function evaluate<S, V>(
  game: ImpartialGame<S>,
  root: S,
  memo: Memo<V>,
  combine: (optionValues: V[]) => V,
): V {
  const rootKey = game.key(root);
  const known = memo.get(rootKey);
  if (known !== undefined) return known;

  const onStack = new Set<string | number>([rootKey]);
  // Frame d: its state's key, its options, the next option to visit, and where its options'
  // values start on `values`.
  const keys: (string | number)[] = [rootKey];
  const options: (S[] | undefined)[] = [Array.from(game.moves(root))];
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
      if (v !== undefined) {
        values.push(v);
        next[top] = i + 1;
      } else if (onStack.has(childKey)) {
        throw new CyclicGameError(childKey);
      } else {
        onStack.add(childKey);
        top++;
        keys[top] = childKey;
        options[top] = Array.from(game.moves(child));
        next[top] = 0;
        base[top] = values.length;
      }
      continue;
    }
    const from = base[top]!;
    const value = combine(values.slice(from));
    values.length = from;
    const key = keys[top]!;
    memo.set(key, value);
    onStack.delete(key);
    options[top] = undefined; // let the finished frame's options be collected
    top--;
    if (top >= 0) {
      values.push(value);
      next[top]!++;
    }
  }
  return memo.get(rootKey)!;
}

/**
 * Outcome class by the defining recursion of P- and N-positions: a position is N exactly
 * when some move leads to a P-position (terminal positions are P under normal play).
 */
export function outcome<S>(game: ImpartialGame<S>, state: S, memo: Memo<Outcome> = new Map()): Outcome {
  return evaluate(game, state, memo, (opts) => (opts.includes("P") ? "N" : "P"));
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
