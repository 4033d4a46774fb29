// The pn-strip widget for Fibonacci Nim (HOJ 1367): each start's outcome and smallest winning
// first take against a search of lib/game's fibonacciNimGame, and the directive's limits.
import { describe, expect, it } from "vitest";
import { fibonacciNimGame, fibonacciNimStart, isFibonacci, outcome, zeckendorf, type Memo, type Outcome } from "../../lib/game";
import { formatDirective, parseDirective } from "../../lib/learn/widgets/directive";
import { LIMITS } from "../../lib/learn/widgets/limits";
import { pnStrip } from "../../lib/learn/widgets/pn-strip";

describe("pn-strip game=fibonacci-nim", () => {
  const cells = pnStrip({ game: "fibonacci-nim" }, 1, 90);

  it("marks each start (n, cap n - 1) as the search of the rules does, P exactly at the Fibonacci numbers", () => {
    const memo: Memo<Outcome> = new Map();
    expect(cells.map((c) => c.n)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    for (const { n, outcome: o } of cells) {
      expect(o, `n = ${n}`).toBe(outcome(fibonacciNimGame, fibonacciNimStart(n), memo));
      expect(o === "P", `n = ${n}`).toBe(isFibonacci(n));
    }
  });

  it("gives under each N the smallest take that leaves a P-position (it is the smallest Zeckendorf summand)", () => {
    const memo: Memo<Outcome> = new Map();
    for (const { n, outcome: o, take } of cells) {
      if (o === "P") {
        expect(take).toBeUndefined();
        continue;
      }
      const winning = [...fibonacciNimGame.moves(fibonacciNimStart(n))].filter((p) => outcome(fibonacciNimGame, p, memo) === "P").map((p) => n - p.stones);
      expect(take, `n = ${n}`).toBe(Math.min(...winning));
      expect(take).toBe(zeckendorf(n).at(-1));
    }
  });

  it("other games' cells carry no take", () => {
    expect(pnStrip({ game: "bash", m: 3 }, 0, 10).every((c) => c.take === undefined)).toBe(true);
  });

  it("reads its directive, writes it back, and refuses a strip beyond its search limit", () => {
    const parsed = parseDirective("pn-strip game=fibonacci-nim from=2 to=60");
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(formatDirective(parsed.spec)).toBe("pn-strip game=fibonacci-nim from=2 to=60");
    const tooFar = parseDirective(`pn-strip game=fibonacci-nim from=2 to=${LIMITS.fibonacciNimMaxN + 1}`);
    expect(tooFar.ok).toBe(false);
    expect(parseDirective(`pn-strip game=bash m=3 from=0 to=${LIMITS.fibonacciNimMaxN + 1}`).ok).toBe(true);
  });
});
