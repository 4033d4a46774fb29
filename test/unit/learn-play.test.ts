// Play against the perfect player (lib/learn/play) against brute force over the real rules:
// for every registered game the computer only makes legal moves, always answers an N-position
// with a move to a position the game-tree search calls P, and so never loses a won game.
import { describe, expect, it } from "vitest";
import { outcome, seededRandom, winningMoves, type ImpartialGame, type Memo, type Outcome } from "../../lib/game";
import { defaultParams, LEARN_GAME_IDS, learnGame, type LearnGame, type LearnParamValues } from "../../lib/learn";
import {
  currentPosition,
  hint,
  IllegalMoveError,
  isOver,
  playComputerMove,
  playListedMove,
  playStudentMove,
  reviewGame,
  startSession,
  winner,
  type PlaySession,
  type Player,
} from "../../lib/learn/play";
import { registeredGame } from "../helpers/registered-game";

const games = LEARN_GAME_IDS.flatMap((id) => {
  const game = learnGame(id);
  return game ? [game] : [];
});

/** Default parameters and a small and a larger setting within the declared ranges (small for brute force). */
function paramSets(game: LearnGame<unknown>): LearnParamValues[] {
  const variant = (large: boolean) =>
    Object.fromEntries(
      game.params.map((p) => {
        const hi = Math.min(p.max, p.min + 4);
        if (p.kind === "int") return [p.name, large ? hi : p.min];
        return [p.name, large ? [p.min + 1, hi - 1, hi] : [p.min, p.min + 2]];
      }),
    );
  const sets = [defaultParams(game), variant(false), variant(true)];
  // One copy of each distinct setting (a game without parameters plays once).
  return [...new Map(sets.map((s) => [JSON.stringify(s), s])).values()];
}

function keysOf<P>(rules: ImpartialGame<P>, position: P): Set<string | number> {
  return new Set([...rules.moves(position)].map((m) => rules.key(m)));
}

/**
 * Plays one game to the end. The student is `student` (a strategy over the rules); after every
 * computer move, checks it against the rules and the brute-force outcome of the previous position.
 */
function playOut<P>(
  game: LearnGame<P>,
  params: LearnParamValues,
  start: P,
  first: Player,
  student: (position: P) => P,
  memo: Memo<Outcome>,
): PlaySession<P> {
  const rules = game.rules(params);
  let session = startSession(game, params, start, first);
  for (let turn = 0; !isOver(session); turn++) {
    expect(turn, "the game ends").toBeLessThan(10_000);
    const before = currentPosition(session);
    if (session.toMove === "student") {
      session = playStudentMove(game, session, student(before));
      continue;
    }
    session = playComputerMove(game, session);
    const after = currentPosition(session);
    expect(keysOf(rules, before).has(rules.key(after)), `${game.show(before)} -> ${game.show(after)} is legal`).toBe(true);
    if (outcome(rules, before, memo) === "N") {
      expect(outcome(rules, after, memo), `${game.show(before)} -> ${game.show(after)} wins`).toBe("P");
    }
  }
  return session;
}

describe.each(games.map((g) => [g.id, g] as const))("play %s against the perfect player", (_id, game) => {
  const random = seededRandom(0x9a1e + game.id.length);

  for (const params of paramSets(game)) {
    const rules = game.rules(params);
    const memo: Memo<Outcome> = new Map();
    const starts = Array.from({ length: 25 }, () => game.startPosition(params, random.next));
    const label = JSON.stringify(params);

    it(`the computer wins whenever it gets an N-position, against a random student (${label})`, () => {
      let computerWins = 0;
      for (const start of starts) {
        // From N the computer moves first; from P the student does, and any move hands over an N-position.
        const first: Player = outcome(rules, start, memo) === "N" ? "computer" : "student";
        const randomStudent = (p: unknown) => random.pick([...rules.moves(p)]);
        const session = playOut(game, params, start, first, randomStudent, memo);
        const startIsTerminal = session.steps.length === 1;
        if (!startIsTerminal) expect(winner(session), game.show(start)).toBe("computer");
        if (winner(session) === "computer") computerWins++;
      }
      expect(computerWins).toBeGreaterThan(starts.length / 2);
    });

    it(`a student who plays the brute force's winning moves from an N-position beats it (${label})`, () => {
      const perfectStudent = (p: unknown) => winningMoves(rules, p, memo)[0] ?? [...rules.moves(p)][0];
      for (const start of starts.filter((s) => outcome(rules, s, memo) === "N")) {
        const session = playOut(game, params, start, "student", perfectStudent, memo);
        expect(winner(session), game.show(start)).toBe("student");
      }
    });
  }

  it("the hint's move is legal and leads to a P-position by brute force; from P it says so", () => {
    const params = defaultParams(game);
    const rules = game.rules(params);
    const memo: Memo<Outcome> = new Map();
    const positions = game.positions(Math.min(game.defaultBound, 6), params);
    expect(positions.length).toBeGreaterThan(3);
    for (const position of positions) {
      const session = startSession(game, params, position, "student");
      const h = hint(game, session);
      if (isOver(session)) expect(h.kind).toBe("over");
      else if (outcome(rules, position, memo) === "P") expect(h.kind).toBe("p-position");
      else {
        expect(h.kind, game.show(position)).toBe("winning");
        if (h.kind !== "winning") continue;
        expect(keysOf(rules, position).has(rules.key(h.to))).toBe(true);
        expect(outcome(rules, h.to, memo)).toBe("P");
        expect(h.explanation.code).toBe(game.winningMove(position, params)!.explanation.code);
      }
    }
  });

  it("the review labels every position as brute force does and names the missed wins", () => {
    const params = defaultParams(game);
    const rules = game.rules(params);
    const memo: Memo<Outcome> = new Map();
    const rng = seededRandom(7);
    for (let g = 0; g < 10; g++) {
      const start = game.startPosition(params, rng.next);
      const session = playOut(game, params, start, "student", (p) => rng.pick([...rules.moves(p)]), memo);
      const review = reviewGame(game, session);
      expect(review.map((r) => r.position)).toEqual(session.steps.map((s) => s.position));
      review.forEach((step, i) => {
        expect(step.label).toBe(outcome(rules, step.position, memo));
        const prev = review[i - 1];
        const threwAwayWin = prev !== undefined && prev.label === "N" && step.label === "N";
        expect(step.missed !== null).toBe(threwAwayWin);
        if (step.missed) expect(outcome(rules, step.missed.to, memo)).toBe("P");
      });
    }
  });

  it("refuses a move out of turn, a move that is not among the rules' options and any move after the end", () => {
    const params = defaultParams(game);
    const rules = game.rules(params);
    const start = game.startPosition(params, seededRandom(3).next);
    const someMove = [...rules.moves(start)][0]!;
    expect(() => playStudentMove(game, startSession(game, params, start, "computer"), someMove)).toThrow(IllegalMoveError);
    // Passing (moving to the same position) is never a move in these games.
    expect(() => playStudentMove(game, startSession(game, params, start, "student"), start)).toThrow(IllegalMoveError);
    let session = startSession(game, params, start, "student");
    while (!isOver(session)) session = session.toMove === "student" ? playListedMove(game, session, 0) : playComputerMove(game, session);
    expect(() => playListedMove(game, session, 0)).toThrow(IllegalMoveError);
  });
});

const shownPiles = (session: PlaySession<unknown>) => session.steps[session.steps.length - 1]!.shown as number[];

describe("Nim on the board", () => {
  const nim = learnGame("nim")!;
  const params = defaultParams(nim);
  const rules = nim.rules(params);

  it("from a P-position the computer takes a single stone (the smallest move), and the other piles stay in place", () => {
    for (const start of [[1, 2, 3], [12, 9, 5], [4, 0, 4]]) {
      const session = playComputerMove(nim, startSession(nim, params, start, "computer"));
      const after = shownPiles(session);
      const changed = start.flatMap((v, i) => (after[i] !== v ? [i] : []));
      expect(changed).toHaveLength(1);
      expect(start[changed[0]!]! - after[changed[0]!]!).toBe(1);
    }
  });

  it("a move picked from the list of legal moves changes exactly one pile on the board (the rules sort the piles)", () => {
    const start = [7, 2, 5];
    const session = startSession(nim, params, start, "student");
    for (let i = 0; i < session.moves.length; i++) {
      const after = shownPiles(playListedMove(nim, session, i));
      expect(rules.key(after)).toBe(rules.key(session.moves[i]));
      expect(after.filter((v, k) => v !== start[k])).toHaveLength(1);
    }
  });

  it("refuses taking from two piles and adding stones", () => {
    const session = startSession(nim, params, [3, 4, 5], "student");
    // (Not [2, 3, 5]: as a multiset it is (3, 2, 5), one legal move, and the key compares multisets.)
    expect(() => playStudentMove(nim, session, [2, 4, 4])).toThrow(IllegalMoveError);
    expect(() => playStudentMove(nim, session, [3, 4, 6])).toThrow(IllegalMoveError);
    expect(shownPiles(playStudentMove(nim, session, [3, 4, 1]))).toEqual([3, 4, 1]);
  });
});

describe("S-Nim on the board (the rules keep the piles sorted and key them in that order)", () => {
  const params = { piles: 3, S: [2, 5] };

  it("accepts a pile changed in place and stores the rules' sorted position", () => {
    const game = registeredGame("s-nim");
    // Typed "7 3 5": the game's own position is sorted, the board keeps the typed order.
    const session = startSession(game, params, [3, 5, 7], "student", [7, 3, 5]);
    const next = playStudentMove(game, session, [2, 3, 5]);
    expect(currentPosition(next)).toEqual([2, 3, 5]);
    expect(shownPiles(next)).toEqual([2, 3, 5]);
    const other = playStudentMove(game, session, [7, 1, 5]);
    expect(currentPosition(other)).toEqual([1, 5, 7]);
    expect(shownPiles(other)).toEqual([7, 1, 5]);
    expect(() => playStudentMove(game, session, [6, 3, 5])).toThrow(IllegalMoveError); // 1 is not in S
    // The computer's answer is shown in the board's order too: one pile changes.
    const answered = playComputerMove(game, other);
    expect(shownPiles(answered).filter((v, k) => v !== [7, 1, 5][k])).toHaveLength(1);
  });
});

describe("lib/learn/play stays pure", () => {
  it("imports only lib/learn and lib/game (no Node, DOM, React or packages), so it runs in the page and in tests", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const path = await import("node:path");
    const dir = path.resolve(import.meta.dirname, "../../lib/learn/play");
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      const text = readFileSync(path.join(dir, f), "utf8");
      for (const [, spec] of text.matchAll(/from\s+["']([^"']+)["']/g)) {
        const target = path.relative(path.resolve(dir, "../../.."), path.resolve(path.dirname(path.join(dir, f)), spec!));
        expect(spec!.startsWith("."), `${f} imports ${spec}`).toBe(true);
        expect(/^lib\/(learn|game)(\/|$)/.test(target), `${f} imports ${target}`).toBe(true);
      }
    }
  });
});
