// How much work the conjecture checker's largest check may take: the positions it visits and
// the moves it follows, for every game at its largest bound and parameters. The bounds and
// ranges each game declares (maxBound, LearnParam.max) are chosen to stay within it, so a check
// in the browser answers at once; test/unit/learn/check-work.test.ts holds every game to it,
// and `npm run bench` prints how long those checks take.
import type { LearnGame, LearnParamValues } from "../learn-game";

export const CONJECTURE_WORK_LIMIT = { positions: 50_000, moves: 1_500_000 } as const;

/** The largest parameters a student may choose: each whole number at its maximum, each set with every allowed value. */
export function largestParams(game: LearnGame<unknown>): LearnParamValues {
  return Object.fromEntries(
    game.params.map((p) => [p.name, p.kind === "int" ? p.max : Array.from({ length: p.max - p.min + 1 }, (_, i) => p.min + i)]),
  );
}

/** The positions a full check at `bound` visits and the moves it follows from them. */
export function checkWork<P>(game: LearnGame<P>, params: LearnParamValues, bound: number = game.maxBound): { positions: number; moves: number } {
  const rules = game.rules(params);
  const positions = game.positions(bound, params);
  let moves = 0;
  for (const p of positions) for (const _ of rules.moves(p)) moves++;
  return { positions: positions.length, moves };
}
