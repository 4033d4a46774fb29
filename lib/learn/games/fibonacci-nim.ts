// HOJ 1367 A Stone Game: Fibonacci Nim. One pile; a take of t allows the opponent at most 2t;
// the first move may take anything but the whole pile. The theory reads the pile's Zeckendorf
// representation: take its smallest term when the cap allows it.
import { fibonacciNimGame, fibonacciNimStart, fibonacciNimWinningTake, isFibonacciNimP, zeckendorf, type FibonacciNimPosition } from "../../game";
import type { LearnGame } from "../learn-game";
import { learnText } from "../learn-text";
import { allowedTake, takeStones } from "../play/boards/capped-pile";

/** "12 = 8 + 3 + 1": notation, the same in every language. */
const terms = (n: number) => `${n} = ${zeckendorf(n).join(" + ")}`;

export const fibonacciNim: LearnGame<FibonacciNimPosition> = {
  id: "fibonacci-nim",
  title: "Fibonacci Nim",
  board: "capped-pile",
  params: [],
  rules: () => fibonacciNimGame,
  isP: (position) => isFibonacciNimP(position),
  winningMove(position) {
    const take = fibonacciNimWinningTake(position);
    if (take === null) return null;
    const to = takeStones(position, take);
    const cap = allowedTake(position);
    if (to.stones === 0) return { to, explanation: learnText("fibonacciNimTakeAll", { stones: position.stones, cap }) };
    return {
      to,
      explanation: learnText("fibonacciNimZeckendorf", {
        terms: terms(position.stones),
        take,
        cap,
        left: to.stones,
        leftTerms: terms(to.stones),
        opponentCap: to.cap,
        next: zeckendorf(to.stones).at(-1)!,
      }),
    };
  },
  show: ({ stones, cap }) => `stones = ${stones}, cap = ${Math.min(stones, cap)}`,
  positions(bound) {
    // A cap above the pile plays like a cap equal to it (the rules' key says so): caps 1..stones.
    const out: FibonacciNimPosition[] = [{ stones: 0, cap: 0 }];
    for (let stones = 1; stones <= bound; stones++) for (let cap = 1; cap <= stones; cap++) out.push({ stones, cap });
    return out;
  },
  maxBound: 100,
  defaultBound: 40,
  predicate: {
    isP: "function isP(stones: number, cap: number): boolean",
    grundy: "function grundy(stones: number, cap: number): number",
    args: ({ stones, cap }) => [stones, Math.min(stones, cap)],
  },
  startPosition: (_params, random) => fibonacciNimStart(2 + Math.floor(random() * 99)),
};
