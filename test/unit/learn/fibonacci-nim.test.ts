// Fibonacci Nim (HOJ 1367): Zeckendorf's theory against brute force over the real rules, its
// explanations in both languages, typed starts and the capped-pile board's moves.
import { describe, expect, it } from "vitest";
import { fibonacciNimGame, fibonacciNimStart, outcome, seededRandom, type FibonacciNimPosition, type Memo, type Outcome } from "../../../lib/game";
import { learnGame } from "../../../lib/learn";
import { fibonacciNim } from "../../../lib/learn/games/fibonacci-nim";
import { currentPosition, currentStep, isOver, playComputerMove, playStudentMove, sessionMoveMatcher, startSession } from "../../../lib/learn/play";
import { allowedTake, checkTake, lastTake, MAX_TYPED_STONES, takeStones } from "../../../lib/learn/play/boards/capped-pile";
import { parseStart } from "../../../lib/learn/play/boards/parse-start";
import { expectPredicateArgsArePlainData, expectStartPositions, expectTheoryMatchesBruteForce } from "./learn-game-contract";
import { renderLearnText } from "./render-learn-text";

const at = (stones: number, cap: number): FibonacciNimPosition => ({ stones, cap });

describe("learn game: fibonacci-nim", () => {
  it("is registered and plays lib/game's rules", () => {
    expect(learnGame("fibonacci-nim")).toBe(fibonacciNim);
    expect(fibonacciNim.rules({})).toBe(fibonacciNimGame);
  });

  it("theory = brute force on every (stones, cap) up to the largest bound", () => {
    expectTheoryMatchesBruteForce(fibonacciNim, {}, fibonacciNim.maxBound);
  }, 60_000);

  it("takes the smallest Zeckendorf term and says why, in both languages", () => {
    // 12 = 8 + 3 + 1: take 1; 11 = 8 + 3 is left and the opponent may take at most 2 < 3.
    const move = fibonacciNim.winningMove(fibonacciNimStart(12), {});
    expect(move?.to).toEqual(at(11, 2));
    expect(move?.explanation).toEqual({
      code: "fibonacciNimZeckendorf",
      params: { terms: "12 = 8 + 3 + 1", take: 1, cap: 11, left: 11, leftTerms: "11 = 8 + 3", opponentCap: 2, next: 3 },
    });
    expect(renderLearnText(move!.explanation, "en")).toMatch(/^12 = 8 \+ 3 \+ 1: the Zeckendorf representation .* Take 1, its smallest term .*at most 2, less than 3/);
    expect(renderLearnText(move!.explanation, "zh")).toMatch(/^12 = 8 \+ 3 \+ 1，这是齐肯多夫表示.*取走最小的一项 1 个.*最多只能取 2 个，小于 11 的最小项 3/);
  });

  it("takes the whole pile when it is a Fibonacci number within the cap", () => {
    const move = fibonacciNim.winningMove(at(8, 10), {});
    expect(move?.to).toEqual(at(0, 16));
    expect(move?.explanation).toEqual({ code: "fibonacciNimTakeAll", params: { stones: 8, cap: 8 } });
    for (const locale of ["en", "zh"] as const) expect(renderLearnText(move!.explanation, locale)).toContain("8");
  });

  it("a Fibonacci number of stones at the start, or a cap below the smallest term, is P", () => {
    for (const n of [2, 3, 5, 8, 13, 21, 34, 55, 89, 144]) expect(fibonacciNim.isP(fibonacciNimStart(n), {}), `n = ${n}`).toBe(true);
    expect(fibonacciNim.isP(at(11, 2), {})).toBe(true);
    expect(fibonacciNim.winningMove(at(11, 2), {})).toBeNull();
    expect(fibonacciNim.isP(at(0, 0), {})).toBe(true);
  });

  it("the start of every pile up to 200 agrees with a search of the real rules", () => {
    const memo: Memo<Outcome> = new Map();
    for (let n = 2; n <= MAX_TYPED_STONES; n++) {
      const start = fibonacciNimStart(n);
      expect(fibonacciNim.isP(start, {}), `n = ${n}`).toBe(outcome(fibonacciNimGame, start, memo) === "P");
    }
  });

  it("passes the stones and the cap (never above the pile) to the predicate", () => {
    expectPredicateArgsArePlainData(fibonacciNim, {}, 6);
    expect(fibonacciNim.predicate.args(at(3, 10), {})).toEqual([3, 3]);
  });
  it("draws playable starts, both P and N", () => expectStartPositions(fibonacciNim, {}));
});

describe("typed starts on the capped-pile board", () => {
  it("n stones, the first move taking 1..n-1", () => {
    expect(parseStart(fibonacciNim, {}, "20")).toEqual({ ok: true, position: at(20, 19), shown: at(20, 19) });
    expect(parseStart(fibonacciNim, {}, " 200 ")).toMatchObject({ ok: true, position: at(200, 199) });
  });

  it("refuses anything but one number from 2 to 200, and says so in both languages", () => {
    for (const text of ["1", "201", "3 4"]) {
      const parsed = parseStart(fibonacciNim, {}, text);
      expect(parsed, text).toEqual({ ok: false, error: { code: "startStonesRange", params: { min: 2, max: 200 } } });
      if (!parsed.ok) expect(renderLearnText(parsed.error, "en")).toBe("type one number of stones from 2 to 200");
      if (!parsed.ok) expect(renderLearnText(parsed.error, "zh")).toBe("请输入一个石子数，从 2 到 200");
    }
    expect(parseStart(fibonacciNim, {}, "x")).toMatchObject({ ok: false, error: { code: "startNotNumbers" } });
  });
});

describe("the capped-pile board", () => {
  it("offers exactly the legal moves: a take of 1 to the cap, never the whole pile at the start", () => {
    const random = seededRandom(5);
    for (let i = 0; i < 20; i++) {
      const start = fibonacciNim.startPosition({}, random.next);
      let session = startSession(fibonacciNim, {}, start, "student");
      while (!isOver(session)) {
        const here = currentPosition(session);
        const match = sessionMoveMatcher(fibonacciNim, session);
        // Every stone of the pile proposes a take; exactly those up to allowedTake are moves.
        const offered = Array.from({ length: here.stones }, (_, k) => k + 1).filter((t) => match(takeStones(here, t)) !== undefined);
        expect(offered, fibonacciNim.show(here)).toEqual(Array.from({ length: allowedTake(here) }, (_, k) => k + 1));
        if (session.toMove === "computer") {
          session = playComputerMove(fibonacciNim, session);
        } else {
          const take = random.int(1, allowedTake(here));
          session = playStudentMove(fibonacciNim, session, takeStones(here, take));
          expect(lastTake(here, currentStep(session).shown)).toBe(take);
          expect(currentPosition(session).cap).toBe(2 * take);
        }
      }
      expect(currentPosition(session).stones).toBe(0);
    }
  });

  it("refuses a typed take above the cap, zero, or not a number, naming the rule", () => {
    const p = at(20, 6);
    expect(checkTake(p, "6")).toEqual({ ok: true, take: 6 });
    expect(checkTake(p, " 1 ")).toEqual({ ok: true, take: 1 });
    expect(checkTake(p, "7")).toEqual({ ok: false, reason: "aboveCap" });
    expect(checkTake(p, "0")).toEqual({ ok: false, reason: "zero" });
    for (const text of ["", "2.5", "-1", "two"]) expect(checkTake(p, text), text).toEqual({ ok: false, reason: "notWhole" });
    // A cap above the pile: the whole pile may be taken, no more.
    expect(checkTake(at(4, 10), "4")).toEqual({ ok: true, take: 4 });
    expect(checkTake(at(4, 10), "5")).toEqual({ ok: false, reason: "aboveCap" });
    expect(lastTake(undefined, p)).toBeNull();
  });

  it("the computer answers a student's take by the theory: from 12 taking 2 leaves 10 = 8 + 2, and it takes 2", () => {
    let session = startSession(fibonacciNim, {}, fibonacciNimStart(12), "student");
    session = playStudentMove(fibonacciNim, session, takeStones(currentPosition(session), 2));
    session = playComputerMove(fibonacciNim, session);
    expect(currentPosition(session)).toEqual(at(8, 4));
    expect(fibonacciNim.isP(currentPosition(session), {})).toBe(true);
  });
});
