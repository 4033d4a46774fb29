// The conjecture checker's pure part (lib/learn/conjecture): compile the student's TypeScript,
// check it on every position within the bound, report the first counterexample in words.
//
// Expected answers are computed here by a plain recursion over the games' moves (lib/game/games).
// When every move leads to an earlier position in the order checked, the first position where a
// conjecture differs from the truth is exactly the first that breaks a property: all earlier
// claims are right, so a wrong "N" at a terminal breaks property 1, a wrong "N" elsewhere has
// only moves to (rightly claimed) N-positions (property 3), and a wrong "P" has a move to a true,
// rightly claimed P-position (property 2). The same argument holds for Grundy values and the mex.
import { describe, expect, it } from "vitest";
import type { LearnText } from "@/lib/learn";
import { renderLearnText } from "./learn/render-learn-text";
import { bashGame, nimGame, powersOfTwoGame } from "@/lib/game";
import { LEARN_GAME_IDS, learnGame, type LearnGame, type LearnGameId, type LearnParamValues } from "@/lib/learn";
import {
  MAX_LISTED_MOVES,
  compileConjecture,
  conjectureStarter,
  parseIntList,
  runConjecture,
  validateSettings,
  type ConjectureResult,
} from "@/lib/learn/conjecture";

/** A result's sentence as the English page shows it (and the Chinese one renders too). */
function words(result: { message: LearnText }): string {
  expect(renderLearnText(result.message, "zh").length).toBeGreaterThan(0);
  return renderLearnText(result.message, "en");
}

type Position = number[] | number;

/** The options of a position, by the games' one definition (lib/game/games). */
const MOVES: Partial<Record<LearnGameId, (p: Position, params: LearnParamValues) => Position[]>> = {
  nim: (p) => [...nimGame.moves(p as number[])].map((piles) => piles.slice()),
  "powers-of-two": (p) => [...powersOfTwoGame.moves(p as number)],
  bash: (p, params) => [...bashGame(params.m as number).moves(p as number)],
};

const keyOf = (p: Position) => (Array.isArray(p) ? [...p].sort((a, b) => a - b).join(",") : String(p));

/** Sprague-Grundy values by plain recursion over MOVES (0 means P). */
function bruteGrundy(id: LearnGameId, params: LearnParamValues): (p: Position) => number {
  const moves = MOVES[id]!;
  const memo = new Map<string, number>();
  const g = (p: Position): number => {
    const key = keyOf(p);
    const known = memo.get(key);
    if (known !== undefined) return known;
    const seen = new Set(moves(p, params).map(g));
    let m = 0;
    while (seen.has(m)) m++;
    memo.set(key, m);
    return m;
  };
  return g;
}

function gameOf(id: LearnGameId): LearnGame<unknown> {
  const game = learnGame(id);
  if (!game) throw new Error(`no game ${id}`);
  return game;
}

/** The positions the checker walks, after asserting the order argument above applies to them. */
function orderedPositions(id: LearnGameId, bound: number, params: LearnParamValues): Position[] {
  const positions = gameOf(id).positions(bound, params) as Position[];
  const index = new Map(positions.map((p, i) => [keyOf(p), i]));
  positions.forEach((p, i) => {
    for (const m of MOVES[id]!(p, params)) expect(index.get(keyOf(m))).toBeLessThan(i);
  });
  return positions;
}

function check(gameId: LearnGameId, source: string, bound: number, params: LearnParamValues = {}): ConjectureResult {
  return runConjecture({ gameId, source, bound, params });
}

const XOR_ISP = `function isP(piles: number[]): boolean {
  return piles.reduce((x, p) => x ^ p, 0) === 0;
}`;

describe("true conjectures hold, with the right counts", () => {
  it("Nim: the nim-sum is 0 (Bouton)", () => {
    const params = { piles: 3 };
    const positions = orderedPositions("nim", 5, params);
    // Multisets of 3 sizes from 0..5: C(8, 3).
    expect(positions).toHaveLength(56);
    const g = bruteGrundy("nim", params);
    const pCount = positions.filter((p) => g(p) === 0).length;
    const result = check("nim", XOR_ISP, 5, params);
    expect(result).toMatchObject({ status: "holds", kind: "isP", checked: 56, pPositions: pCount, bound: 5 });
    expect(words(result)).toBe(`Your conjecture holds on all 56 positions up to 5 (${pCount} of them P).`);
  });

  it("HDU 1847: n is a multiple of 3", () => {
    const positions = orderedPositions("powers-of-two", 40, {});
    const g = bruteGrundy("powers-of-two", {});
    const pCount = positions.filter((p) => g(p) === 0).length;
    expect(check("powers-of-two", "function isP(n: number): boolean { return n % 3 == 0; }", 40)).toMatchObject({
      status: "holds", checked: 41, pPositions: pCount,
    });
  });

  it("Bash: the parameter m reaches the student's function as its second argument", () => {
    const params = { m: 4 };
    const positions = orderedPositions("bash", 30, params);
    const g = bruteGrundy("bash", params);
    const source = "function isP(n: number, m: number): boolean { return n % (m + 1) === 0; }";
    expect(check("bash", source, 30, params)).toMatchObject({
      status: "holds", checked: positions.length, pPositions: positions.filter((p) => g(p) === 0).length,
    });
    // The same function is wrong for m = 3 if it ignores m and assumes 4.
    const fixed = "function isP(n: number, m: number): boolean { return n % 5 === 0; }";
    expect(check("bash", fixed, 30, { m: 3 })).toMatchObject({ status: "counterexample", position: gameOf("bash").show(4) });
  });

  it("Nim: the Grundy value is the nim-sum", () => {
    const source = "function grundy(piles: number[]): number { return piles.reduce((x, p) => x ^ p, 0); }";
    const params = { piles: 2 };
    const positions = orderedPositions("nim", 6, params);
    const g = bruteGrundy("nim", params);
    expect(check("nim", source, 6, params)).toMatchObject({
      status: "holds", kind: "grundy", checked: positions.length, pPositions: positions.filter((p) => g(p) === 0).length,
    });
  });
});

/** The first position where `claim` differs from the truth, and the property it breaks. */
function expectedCounterexample(id: LearnGameId, bound: number, params: LearnParamValues, claim: (p: Position) => boolean) {
  const g = bruteGrundy(id, params);
  const positions = orderedPositions(id, bound, params);
  const index = positions.findIndex((p) => claim(p) !== (g(p) === 0));
  const position = positions[index]!;
  const moves = MOVES[id]!(position, params);
  const property = claim(position) ? "P-with-move-to-P" : moves.length === 0 ? "terminal-not-P" : "N-without-move-to-P";
  return { position, index, moves, property };
}

describe("false conjectures give the first counterexample and the property it breaks", () => {
  const planted: { name: string; id: LearnGameId; bound: number; params: LearnParamValues; source: string; claim: (p: Position) => boolean }[] = [
    {
      name: "HDU 1847: n is even",
      id: "powers-of-two", bound: 40, params: {},
      source: "function isP(n: number): boolean { return n % 2 == 0; }",
      claim: (n) => (n as number) % 2 === 0,
    },
    {
      name: "HDU 1847: n is a multiple of 3 or 7 (wrong late)",
      id: "powers-of-two", bound: 40, params: {},
      source: "function isP(n: number): boolean { return n % 3 == 0 || n % 7 == 0; }",
      claim: (n) => (n as number) % 3 === 0 || (n as number) % 7 === 0,
    },
    {
      name: "Nim: the sum of the piles is even",
      id: "nim", bound: 6, params: { piles: 3 },
      source: "function isP(piles: number[]): boolean { return piles.reduce((s, p) => s + p, 0) % 2 === 0; }",
      claim: (p) => (p as number[]).reduce((s, v) => s + v, 0) % 2 === 0,
    },
    {
      name: "Nim: only the empty position is P",
      id: "nim", bound: 6, params: { piles: 3 },
      source: "function isP(piles: number[]): boolean { return piles.every((p) => p === 0); }",
      claim: (p) => (p as number[]).every((v) => v === 0),
    },
    {
      name: "Nim: two equal piles (forgets the single empty case)",
      id: "nim", bound: 6, params: { piles: 2 },
      source: "function isP(piles: number[]): boolean { return piles[0] === piles[1] && piles[0] > 0; }",
      claim: (p) => (p as number[])[0] === (p as number[])[1] && (p as number[])[0]! > 0,
    },
  ];

  for (const c of planted) {
    it(c.name, () => {
      const game = gameOf(c.id);
      const expected = expectedCounterexample(c.id, c.bound, c.params, c.claim);
      const result = check(c.id, c.source, c.bound, c.params);
      if (result.status !== "counterexample") throw new Error(`expected a counterexample, got ${JSON.stringify(result)}`);
      expect(result.position).toBe(game.show(expected.position));
      expect(result.property).toBe(expected.property);
      expect(result.checked).toBe(expected.index);
      expect(result.claimed).toBe(c.claim(expected.position) ? "P" : "N");
      expect(result.truth).toBe(c.claim(expected.position) ? "N" : "P");

      if (expected.property === "P-with-move-to-P") {
        // The move shown is a real move to a position the conjecture also calls P.
        const toP = expected.moves.filter(c.claim).map(keyOf);
        expect(toP).toContain(shownKey(result.move!.to));
        expect(words(result)).toContain(`${result.position} → ${result.move!.to}`);
      } else if (expected.property === "N-without-move-to-P") {
        // Every move is listed (deduplicated by position), all claimed N.
        const all = new Set(expected.moves.map(keyOf));
        expect(result.moveCount).toBe(all.size);
        expect(result.moves).toHaveLength(Math.min(all.size, MAX_LISTED_MOVES));
        for (const m of result.moves) expect(all.has(shownKey(m.to))).toBe(true);
        expect(result.moves.every((m) => m.claim === "N")).toBe(true);
        expect(words(result)).toContain(`none of its ${result.moveCount} move`);
      } else {
        expect(words(result)).toBe(`${result.position} has no move, so it is P (the player to move has lost), but your isP says N.`);
      }
    });
  }

  it("a wrong Grundy function: the position, its claimed value, the options' values and their mex", () => {
    const params = { piles: 3 };
    const g = bruteGrundy("nim", params);
    const sum = (p: Position) => (p as number[]).reduce((s, v) => s + v, 0);
    const positions = orderedPositions("nim", 5, params);
    const index = positions.findIndex((p) => sum(p) !== g(p));
    const position = positions[index]!;
    const result = check("nim", "function grundy(piles: number[]): number { return piles[0] + piles[1] + piles[2]; }", 5, params);
    if (result.status !== "grundy-counterexample") throw new Error(JSON.stringify(result));
    expect(result.position).toBe(gameOf("nim").show(position));
    expect(result.claimed).toBe(sum(position));
    expect(result.mex).toBe(g(position));
    expect(result.checked).toBe(index);
    const options = MOVES.nim!(position, params);
    expect(result.optionCount).toBe(new Set(options.map(keyOf)).size);
    for (const o of result.options) expect(Number(o.claim)).toBe(sum(parsePiles(o.to)));
  });

  it("a Grundy function wrong at a terminal position", () => {
    const result = check("powers-of-two", "function grundy(n: number): number { return n % 3 + 1; }", 20);
    expect(result).toMatchObject({ status: "grundy-counterexample", position: "n = 0", claimed: 1, mex: 0, optionCount: 0 });
    expect(words(result)).toContain("has no move");
  });
});

// Positions as the games show them: Nim "(a, b, c)", one-pile games "n = 7".
function parsePiles(text: string): number[] {
  return text.replace(/[()]/g, "").split(",").map(Number);
}
function shownKey(text: string): string {
  return text.startsWith("(") ? keyOf(parsePiles(text)) : text.replace(/^n = /, "");
}

describe("code that does not compile or misbehaves", () => {
  it("a syntax error is reported with its line and column", () => {
    const source = "function isP(n: number): boolean {\n  const x = 1;\n  return n % 3 ==;\n}\n";
    const result = check("powers-of-two", source, 10);
    expect(result).toMatchObject({ status: "compile-error", line: 3 });
    expect(words(result)).toMatch(/line 3, column \d+/);
    // The column points at the stray semicolon (1-based).
    expect((result as { column: number }).column).toBe("  return n % 3 ==;".indexOf(";") + 1);
  });

  it("code without isP or grundy is told what to define", () => {
    expect(check("nim", "function isp(piles: number[]) { return true; }", 4, { piles: 2 })).toMatchObject({
      status: "compile-error",
      message: { code: "noFunction" },
    });
  });

  it("code that throws while loading is reported with its line", () => {
    const result = check("nim", "const limit = 3;\nthrow new Error('not yet');\nfunction isP() { return true; }", 4, { piles: 2 });
    expect(result).toMatchObject({ status: "compile-error", line: 2 });
    expect(words(result)).toContain("Error: not yet");
  });

  it("an error thrown by isP names the first position that raised it, and the line", () => {
    const source = "function isP(piles: number[]): boolean {\n  if (piles.includes(2)) {\n    throw new RangeError('two is hard');\n  }\n  return piles.reduce((x, p) => x ^ p, 0) === 0;\n}";
    const params = { piles: 3 };
    // The checker asks about positions in order (and about the moves of each, all earlier), so
    // the first position asked that contains a 2 is the first such position in the order.
    const first = orderedPositions("nim", 5, params).find((p) => (p as number[]).includes(2))!;
    const result = check("nim", source, 5, params);
    expect(result).toMatchObject({ status: "runtime-error", kind: "isP", position: gameOf("nim").show(first), line: 3 });
    expect(words(result)).toBe(`Your isP threw an error on ${gameOf("nim").show(first)} (line 3): RangeError: two is hard`);
  });

  it("a non-boolean result is refused, naming the position", () => {
    const result = check("powers-of-two", "function isP(n: number) { return n % 3; }", 10);
    expect(result).toMatchObject({ status: "bad-return", position: "n = 0" });
    expect(words(result)).toBe("Your isP returned 0 (a number) on n = 0; it must return true (P) or false (N).");
    const missingReturn = check("powers-of-two", "function isP(n: number) { if (n > 0) return n % 3 == 0; }", 10);
    expect(words(missingReturn as { message: LearnText })).toContain("undefined (is a return statement missing?) on n = 0");
    expect(missingReturn).toMatchObject({
      status: "bad-return",
    });
  });

  it("a Grundy function must return whole numbers from 0 up", () => {
    const half = check("powers-of-two", "function grundy(n: number) { return n / 2; }", 10);
    expect(half).toMatchObject({ status: "bad-return", position: "n = 1" });
    expect(words(half as { message: LearnText })).toContain("returned 0.5 (a number) on n = 1");
    expect(check("powers-of-two", "function grundy(n: number) { return n - 1; }", 10)).toMatchObject({
      status: "bad-return", position: "n = 0",
    });
    const text = check("powers-of-two", "function grundy(n: number) { return String(n % 3); }", 10);
    expect(text).toMatchObject({ status: "bad-return" });
    expect(words(text as { message: LearnText })).toContain('"0" (a string)');
  });

  it("with both isP and grundy defined, grundy is checked and the result says isP was not", () => {
    const source = `${XOR_ISP}\nfunction grundy(piles: number[]) { return piles.reduce((x, p) => x + p, 0); }`;
    const result = check("nim", source, 4, { piles: 2 });
    expect(result).toMatchObject({ status: "grundy-counterexample", ignoredIsP: true });
    // The page adds the note from ignoredIsP; the sentence itself is the counterexample's.
    expect(result.message.code).toBe("grundyWrong");
  });

  it("TypeScript-only syntax (types, interfaces, casts, generics) is stripped", () => {
    const source = `interface Heap { size: number }
type Piles = number[];
const xorAll = <T extends number>(xs: T[]): number => xs.reduce((x, p) => x ^ (p as number), 0);
function isP(piles: Piles): boolean {
  const heaps: Heap[] = piles.map((size) => ({ size }));
  return xorAll(heaps.map((h) => h.size)) === 0;
}`;
    expect(check("nim", source, 4, { piles: 3 })).toMatchObject({ status: "holds" });
  });
});

describe("settings", () => {
  it("refuses a bound outside 1..maxBound and parameters outside their range", () => {
    const nim = gameOf("nim");
    expect(check("nim", XOR_ISP, nim.maxBound + 1, { piles: 3 })).toMatchObject({ status: "invalid-request" });
    expect(check("nim", XOR_ISP, 0, { piles: 3 })).toMatchObject({ status: "invalid-request" });
    expect(check("nim", XOR_ISP, 2.5, { piles: 3 })).toMatchObject({ status: "invalid-request" });
    const piles = check("nim", XOR_ISP, 4, { piles: 0 });
    expect(piles).toMatchObject({ status: "invalid-request", message: { code: "paramIntRange", params: { paramName: "piles", min: 1, max: 6 } } });
    expect(words(piles as { message: LearnText })).toBe("Number of piles must be a whole number from 1 to 6.");
    expect(check("nim", XOR_ISP, nim.maxBound, { piles: 2 })).toMatchObject({ status: "holds" });
  });

  it("missing parameters take their defaults; sets are sorted and deduplicated", () => {
    const fake = {
      ...gameOf("nim"),
      params: [
        { name: "k", label: "k", kind: "int" as const, min: 1, max: 5, default: 2 },
        { name: "S", label: "The set S", kind: "int-set" as const, min: 1, max: 9, default: [1, 2] },
      ],
    };
    expect(validateSettings(fake, 3, { S: [5, 2, 5] })).toEqual({ ok: true, params: { k: 2, S: [2, 5] } });
    expect(validateSettings(fake, 3, {})).toEqual({ ok: true, params: { k: 2, S: [1, 2] } });
    expect(validateSettings(fake, 3, { S: [] })).toMatchObject({ ok: false, message: { code: "paramSetRange", params: { paramName: "S" } } });
    expect(validateSettings(fake, 3, { S: [0, 3] })).toMatchObject({ ok: false });
  });

  it("reads a typed list of numbers", () => {
    expect(parseIntList("2, 5 7")).toEqual([2, 5, 7]);
    expect(parseIntList("{1,3}")).toEqual([1, 3]);
    expect(parseIntList("2, x")).toBeNull();
    expect(parseIntList("")).toEqual([]);
  });
});

describe("every registered game", () => {
  const games = LEARN_GAME_IDS.map((id) => learnGame(id)).filter((g) => g !== undefined);

  it.each(games.map((g) => [g.id, g] as const))("%s: the starter compiles and is refuted at the first terminal position", (_id, game) => {
    const starter = conjectureStarter(game);
    expect(starter).toContain(game.predicate.isP);
    expect(starter).toContain(game.predicate.grundy);
    const compiled = compileConjecture(starter);
    expect(compiled).toMatchObject({ ok: true, kind: "isP" });

    // The starter says N everywhere: the first terminal position in the order refutes it.
    const params = Object.fromEntries(game.params.map((p) => [p.name, p.default]));
    const rules = game.rules(params);
    const terminal = game.positions(game.defaultBound, params).find((p) => [...rules.moves(p)].length === 0);
    const result = runConjecture({ gameId: game.id, source: starter, bound: game.defaultBound, params });
    expect(result).toMatchObject({ status: "counterexample", property: "terminal-not-P", position: game.show(terminal) });
  });
});
