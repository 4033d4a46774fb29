// POJ 2068 Nim: one heap, two teams seated alternately around a table; each player may take
// between 1 and his own maximum; the player who takes the last stone loses (his team loses).
import type { TurnGame, TurnPosition } from "../turn-game";

/** Stones left and the seat to move (seat 0 is the first player; even seats are his team). */
export interface TeamNimPosition extends TurnPosition {
  readonly stones: number;
}

function checkLimits(limits: readonly number[]): void {
  if (limits.length < 2 || limits.length % 2 !== 0) throw new RangeError(`two teams need an even number (at least 2) of players, got ${limits.length}`);
  for (const m of limits) if (!Number.isSafeInteger(m) || m < 1) throw new RangeError(`a maximum take must be a positive integer, got ${m}`);
}

/**
 * The game with `limits[i]` the maximum take of seat i, seats playing in order 0, 1, ...,
 * limits.length - 1, 0, ... (so the teams alternate). A move from (s, i) takes t stones,
 * 1 <= t <= min(limits[i], s), to (s - t, i + 1 mod seats); with no stones left, the player to
 * move has won (misère ending).
 */
export function teamNimGame(limits: readonly number[]): TurnGame<TeamNimPosition> {
  checkLimits(limits);
  const m = limits.slice();
  return {
    seats: m.length,
    ending: "misere",
    *moves({ stones, turn }) {
      const next = (turn + 1) % m.length;
      for (let t = 1; t <= m[turn]! && t <= stones; t++) yield { stones: stones - t, turn: next };
    },
    key: ({ stones, turn }) => stones * m.length + turn,
  };
}
