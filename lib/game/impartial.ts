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

export class CyclicGameError extends Error {
  constructor(readonly stateKey: string | number) {
    super(`the game graph has a cycle through state ${String(stateKey)}; it is not a finite impartial game`);
    this.name = "CyclicGameError";
  }
}

/**
 * Post-order evaluation of a finite acyclic game graph, iteratively (an explicit stack, so a
 * chain of a million positions does not overflow the call stack). `combine` receives the
 * values of all options of a state once they are known.
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

  interface Frame { key: string | number; options: S[]; next: number; values: V[] }
  const onStack = new Set<string | number>([rootKey]);
  const stack: Frame[] = [{ key: rootKey, options: [...game.moves(root)], next: 0, values: [] }];

  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    if (top.next < top.options.length) {
      const child = top.options[top.next]!;
      const childKey = game.key(child);
      const v = memo.get(childKey);
      if (v !== undefined) {
        top.values.push(v);
        top.next++;
      } else if (onStack.has(childKey)) {
        throw new CyclicGameError(childKey);
      } else {
        onStack.add(childKey);
        stack.push({ key: childKey, options: [...game.moves(child)], next: 0, values: [] });
      }
      continue;
    }
    const value = combine(top.values);
    memo.set(top.key, value);
    onStack.delete(top.key);
    stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) {
      parent.values.push(value);
      parent.next++;
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
