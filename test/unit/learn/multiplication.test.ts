// The multiplication game (POJ 2505): the band theory against brute force over the real rules
// for every target up to the largest bound, its explanations (the band each move reaches) in both
// languages, typed starts and the product board's moves.
import { describe, expect, it } from "vitest";
import { multiplicationBands, multiplicationGame, MULTIPLICATION_MAX_TARGET, outcome, seededRandom, stanWins, type Memo, type Outcome } from "../../../lib/game";
import { learnGame } from "../../../lib/learn";
import { multiplication, multiplicationPairs } from "../../../lib/learn/games/multiplication";
import { currentPosition, isOver, playComputerMove, playStudentMove, sessionMoveMatcher, startSession } from "../../../lib/learn/play";
import { parseStart } from "../../../lib/learn/play/boards/parse-start";
import { lastMultiplier, multiplyBy, MULTIPLIERS, type ProductPosition } from "../../../lib/learn/play/boards/product";
import { expectPredicateArgsArePlainData, expectStartPositions, expectTheoryMatchesBruteForce } from "./learn-game-contract";
import { renderLearnText } from "./render-learn-text";

const at = (p: number, n: number): ProductPosition => ({ p, n });

describe("learn game: multiplication", () => {
  it("is registered, and its moves are lib/game's multiplicationGame(n)", () => {
    expect(learnGame("multiplication")).toBe(multiplication);
    for (const n of [2, 17, 163, 1000]) {
      for (const p of [1, 2, 6, n - 1, n]) {
        const ours = [...multiplicationPairs.moves(at(p, n))].map((q) => q.p);
        expect(ours, `p = ${p}, n = ${n}`).toEqual([...multiplicationGame(n).moves(p)]);
      }
    }
  });

  it("theory = brute force on every (p, n) with n up to the largest bound", () => {
    expectTheoryMatchesBruteForce(multiplication, {}, multiplication.maxBound);
  }, 60_000);

  it("from p = 1 it agrees with stanWins (the problem's answer)", () => {
    for (let n = 2; n <= 3000; n++) expect(multiplication.isP(at(1, n), {}), `n = ${n}`).toBe(!stanWins(BigInt(n)));
  });

  it("reaching the target: multiply by the smallest number that gets there", () => {
    const move = multiplication.winningMove(at(5, 17), {});
    expect(move?.to).toEqual(at(20, 17));
    expect(move?.explanation).toEqual({ code: "multiplicationReach", params: { p: 5, m: 4, q: 20, n: 17 } });
    expect(renderLearnText(move!.explanation, "en")).toBe("5 × 4 = 20 ≥ 17: you reach the target and win.");
    expect(renderLearnText(move!.explanation, "zh")).toBe("5 × 4 = 20 ≥ 17：你达到了目标，获胜。");
  });

  it("into the band just below the top: names the band, the band above it and the target", () => {
    // n = 100: p >= 12 reaches 100 with one move (N); 6..11 is the band where the mover loses.
    const move = multiplication.winningMove(at(2, 100), {});
    expect(move?.to).toEqual(at(6, 100));
    expect(move?.explanation).toEqual({
      code: "multiplicationTopBand",
      params: { p: 2, m: 3, q: 6, n: 100, low: 6, high: 11, aboveLow: 12, aboveHigh: 99 },
    });
    expect(renderLearnText(move!.explanation, "en")).toMatch(/lies in 6–11, a band where the player to move loses: every multiplier from 2 to 9 lands in 12–99, and from there × 9 reaches 100/);
    expect(renderLearnText(move!.explanation, "zh")).toMatch(/落在 6–11 这一段.*都落在 12–99，而从那里乘以 9 就能达到 100/);
  });

  it("into a lower band: names the next losing band on the way", () => {
    // n = 1000: top N band 112..999, P 56..111, N 7..55, P 4..6, N 1..3.
    const move = multiplication.winningMove(at(1, 1000), {});
    expect(move?.to).toEqual(at(4, 1000));
    expect(move?.explanation).toEqual({
      code: "multiplicationBand",
      params: { p: 1, m: 4, q: 4, n: 1000, low: 4, high: 6, aboveLow: 7, aboveHigh: 55, nextLow: 56, nextHigh: 111 },
    });
    expect(renderLearnText(move!.explanation, "en")).toContain("into the next losing band, 56–111, and so on until you reach 1000");
    expect(renderLearnText(move!.explanation, "zh")).toContain("下一个必败段 56–111");
  });

  it("what the explanations claim holds for every target up to 2000: each move from a losing band lands in the band above it, and from there one multiplier reaches the next losing band", () => {
    const broken: string[] = [];
    for (let n = 2; n <= 2000; n++) {
      const bands = multiplicationBands(BigInt(n)).map((b) => ({ ...b, low: Number(b.low), high: Number(b.high) }));
      bands.forEach((band, i) => {
        if (band.outcome !== "P") return;
        const above = bands[i - 1]!;
        for (let p = band.low; p <= band.high; p++) {
          for (const m of MULTIPLIERS) if (p * m < above.low || p * m > above.high) broken.push(`n = ${n}: ${p} × ${m} leaves ${above.low}–${above.high}`);
        }
        const next = bands[i - 2];
        for (let p = above.low; p <= above.high; p++) {
          const reaches = MULTIPLIERS.some((m) => (next ? p * m >= next.low && p * m <= next.high : p * m >= n));
          if (!reaches) broken.push(`n = ${n}: no move from ${p} into the next losing band`);
        }
      });
    }
    expect(broken.slice(0, 5)).toEqual([]);
  });

  it("p >= n: the opponent has reached the target, so the player to move has lost", () => {
    expect(multiplication.isP(at(18, 17), {})).toBe(true);
    expect(multiplication.winningMove(at(18, 17), {})).toBeNull();
  });

  it("passes p and n to the predicate", () => expectPredicateArgsArePlainData(multiplication, {}, 12));
  it("draws playable starts at p = 1, both P and N", () => {
    expectStartPositions(multiplication, {});
    expect(multiplication.startPosition({}, () => 0.5).p).toBe(1);
  });
});

describe("typed starts on the product board", () => {
  it("the target n, p starting at 1", () => {
    expect(parseStart(multiplication, {}, "162")).toEqual({ ok: true, position: at(1, 162), shown: at(1, 162) });
    expect(parseStart(multiplication, {}, "4294967294")).toMatchObject({ ok: true, position: at(1, 4294967294) });
  });

  it("refuses anything but one target from 2 to 2^40, in both languages", () => {
    for (const text of ["1", String(MULTIPLICATION_MAX_TARGET + 1), "1 100"]) {
      const parsed = parseStart(multiplication, {}, text);
      expect(parsed, text).toEqual({ ok: false, error: { code: "startTargetRange", params: { min: 2, max: MULTIPLICATION_MAX_TARGET } } });
      if (!parsed.ok) expect(renderLearnText(parsed.error, "en")).toBe("type one target n from 2 to 1099511627776");
      if (!parsed.ok) expect(renderLearnText(parsed.error, "zh")).toBe("请输入一个目标 n，从 2 到 1099511627776");
    }
  });
});

describe("the product board", () => {
  it("offers exactly the legal moves: the eight multipliers until the target is reached, all game long", () => {
    const random = seededRandom(7);
    for (let i = 0; i < 20; i++) {
      let session = startSession(multiplication, {}, multiplication.startPosition({}, random.next), "student");
      while (!isOver(session)) {
        const here = currentPosition(session);
        const match = sessionMoveMatcher(multiplication, session);
        expect(MULTIPLIERS.filter((m) => match(multiplyBy(here, m)) !== undefined)).toEqual([...MULTIPLIERS]);
        expect(match(multiplyBy(here, 10))).toBeUndefined();
        if (session.toMove === "computer") {
          session = playComputerMove(multiplication, session);
        } else {
          const m = MULTIPLIERS[random.int(0, MULTIPLIERS.length - 1)]!;
          session = playStudentMove(multiplication, session, multiplyBy(here, m));
          expect(lastMultiplier(here, currentPosition(session))).toBe(m);
        }
      }
      expect(currentPosition(session).p).toBeGreaterThanOrEqual(currentPosition(session).n);
    }
  });

  it("the computer answers into a losing band: n = 100, the student at 1 takes × 2, the computer × 3 to 6", () => {
    const memo: Memo<Outcome> = new Map();
    let session = startSession(multiplication, {}, at(1, 100), "student");
    session = playStudentMove(multiplication, session, at(2, 100));
    session = playComputerMove(multiplication, session);
    expect(currentPosition(session)).toEqual(at(6, 100));
    expect(outcome(multiplicationPairs, at(6, 100), memo)).toBe("P");
    expect(lastMultiplier(undefined, at(6, 100))).toBeNull();
  });
});
