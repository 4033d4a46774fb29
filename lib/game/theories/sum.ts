import { grundy, type ImpartialGame, type Memo } from "../impartial";

/** One game per component of a tuple of positions `T`. */
export type ComponentGames<T extends readonly unknown[]> = { readonly [I in keyof T]: ImpartialGame<T[I]> };

/**
 * The disjunctive sum over the real rules (for brute force): a position is a tuple of component
 * positions, and a move is a move in exactly one component (Sprague 1935, Grundy 1939).
 */
export function sumGame<T extends readonly unknown[]>(games: ComponentGames<T>): ImpartialGame<T> {
  const list = games as readonly ImpartialGame<unknown>[];
  return {
    *moves(state) {
      const parts = state as readonly unknown[];
      for (let i = 0; i < list.length; i++) {
        for (const option of list[i]!.moves(parts[i])) {
          const next = parts.slice();
          next[i] = option;
          yield next as unknown as T;
        }
      }
    },
    key: (state) => JSON.stringify((state as readonly unknown[]).map((s, i) => list[i]!.key(s))),
  };
}

/**
 * The Sprague-Grundy theorem for sums: the Grundy value of a disjunctive sum is the nim-sum
 * (xor) of the components' Grundy values, each found by `grundy` (one memo per component).
 */
export function sumGrundy<T extends readonly unknown[]>(
  games: ComponentGames<T>,
  state: T,
  memos?: readonly Memo<number>[],
): number {
  const list = games as readonly ImpartialGame<unknown>[];
  const parts = state as readonly unknown[];
  if (parts.length !== list.length) throw new RangeError(`one position per component game: ${parts.length} positions for ${list.length} games`);
  let x = 0;
  for (let i = 0; i < list.length; i++) x ^= grundy(list[i]!, parts[i], memos?.[i] ?? new Map());
  return x;
}
