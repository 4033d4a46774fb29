// Wythoff's game at HOJ 2645's scale (piles up to 10^18): the bigint closed form against facts
// that do not use its formula. Consecutive Fibonacci numbers give P-positions by the identity
// F_n phi - F_{n+1} = -psi^n (psi = -1/phi), and the Zeckendorf characterization of the pairs
// (lower numbers: smallest Fibonacci term of even index; upper: the Fibonacci shift) is checked
// against search on small piles and against the formula up to 10^18.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { outcome, type Memo, type Outcome } from "../../../../lib/game/impartial";
import { wythoffGame } from "../../../../lib/game/games";
import { isWythoffP, wythoffPair } from "../../../../lib/game/theories";

const MAX = 10n ** 18n;
const fib: bigint[] = [0n, 1n]; // fib[i] = F_i
while (fib.length < 100) fib.push(fib[fib.length - 1]! + fib[fib.length - 2]!);

/** The Zeckendorf reading of Wythoff's pairs: is {x, y} a pair? (An independent definition.) */
function zeckendorfIsP(x: bigint, y: bigint): boolean {
  const [a, b] = x <= y ? [x, y] : [y, x];
  if (a === 0n) return b === 0n;
  let rest = a;
  let shifted = 0n;
  let smallest = 0;
  for (let i = fib.length - 2; i >= 2 && rest > 0n; i--) {
    if (fib[i]! <= rest) {
      rest -= fib[i]!;
      shifted += fib[i + 1]!;
      smallest = i;
    }
  }
  return smallest % 2 === 0 && shifted === b;
}

describe("Wythoff's pairs with Fibonacci differences, up to 10^18", () => {
  it("k = F_n gives (F_{n+1}, F_{n+2}) for odd n and (F_{n+1} - 1, F_{n+2} - 1) for even n", () => {
    let checked = 0;
    for (let n = 2; fib[n + 2]! <= MAX; n++) {
      const expected = n % 2 === 1 ? [fib[n + 1]!, fib[n + 2]!] : [fib[n + 1]! - 1n, fib[n + 2]! - 1n];
      expect(wythoffPair(fib[n]!), `F_${n}`).toEqual(expected);
      expect(isWythoffP(expected[1]!, expected[0]!)).toBe(true);
      // The near misses one stone away are N-positions.
      expect(isWythoffP(expected[0]! + 1n, expected[1]! + 1n)).toBe(false);
      expect(isWythoffP(expected[0]!, expected[1]! + 1n)).toBe(false);
      checked++;
    }
    expect(checked).toBe(84); // n = 2..85: F_87 is the last Fibonacci number below 10^18
  });

  it("the double formula goes wrong on them long before 10^18 (the pitfall the problem teaches)", () => {
    const doubleIsP = (a: bigint, b: bigint) => Math.floor((Number(b - a) * (1 + Math.sqrt(5))) / 2) === Number(a);
    const wrong: number[] = [];
    for (let n = 2; fib[n + 2]! <= MAX; n++) {
      const [a, b] = wythoffPair(fib[n]!);
      if (!doubleIsP(a, b)) wrong.push(n);
    }
    expect(wrong[0]).toBe(40); // k = F_40 = 102334155, POJ 1067's first failure
    expect(wrong.length).toBeGreaterThan(20);
  });
});

describe("the Zeckendorf characterization", () => {
  it("equals search over the real rules for piles <= 50", () => {
    const memo: Memo<Outcome> = new Map();
    for (let a = 0; a <= 50; a++) {
      for (let b = 0; b <= 50; b++) {
        expect(zeckendorfIsP(BigInt(a), BigInt(b)), `${a} ${b}`).toBe(outcome(wythoffGame, [a, b], memo) === "P");
      }
    }
  });

  it("equals the exact formula on P-positions and their neighbours up to 10^18", () => {
    fc.assert(
      // 381966011250105152 is the largest difference whose pair stays within 10^18 (its b is 10^18).
      fc.property(fc.bigInt({ min: 0n, max: 381966011250105152n }), fc.constantFrom(0n, 1n, -1n), fc.constantFrom(0n, 1n, -1n), (k, da, db) => {
        const [a, b] = wythoffPair(k);
        const x = a + da;
        const y = b + db;
        fc.pre(x >= 0n && y >= 0n);
        expect(zeckendorfIsP(x, y)).toBe(isWythoffP(x, y));
        expect(zeckendorfIsP(y, x)).toBe(isWythoffP(y, x));
      }),
      { numRuns: 400 },
    );
  });
});
