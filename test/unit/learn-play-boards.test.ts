// The boards of the play page against the real rules: what a board can propose (stone clicks,
// "take from both", New Stone's redistribution, strip slides, coin steps), once matched to the
// rules' options, is exactly the set of legal moves, so every legal move can be made on the board
// and nothing else can. And typed start positions, per board kind.
import { describe, expect, it } from "vitest";
import { seededRandom, type ImpartialGame } from "../../lib/game";
import { defaultParams, LEARN_GAME_IDS, learnGame, type LearnGame } from "../../lib/learn";
import {
  arrangeLike,
  currentPosition,
  currentStep,
  isOver,
  playComputerMove,
  playListedMove,
  sessionMoveMatcher,
  startSession,
} from "../../lib/learn/play";
import { coinAt, coinCell, GRID_STEPS, stepCoin, type GridPosition } from "../../lib/learn/play/boards/grid";
import { parseStart } from "../../lib/learn/play/boards/parse-start";
import { pilesOf, redistribute, takeFrom, takeFromEach, takeFromSeveral, withPiles } from "../../lib/learn/play/boards/piles";
import { slide, stripLength } from "../../lib/learn/play/boards/strip";
import { registeredGame } from "../helpers/registered-game";

const games = LEARN_GAME_IDS.flatMap((id) => {
  const game = learnGame(id);
  return game ? [game] : [];
});
const ofKind = (kind: string) => games.filter((g) => g.board === kind).map((g) => [g.id, g] as const);

/** Every way to add at most `total` stones to the piles at `targets` (New Stone's redistribution). */
function* spreads(targets: number[], total: number, n: number): Generator<number[]> {
  if (targets.length === 0) return yield new Array<number>(n).fill(0);
  const [first, ...rest] = targets;
  for (let put = 0; put <= total; put++) {
    for (const adds of spreads(rest, total - put, n)) {
      adds[first!] = put;
      yield adds;
    }
  }
}

/** What the piles board offers (see app/problems/[slug]/play/piles-board.tsx). */
function* pilesProposals(game: LearnGame<unknown>, piles: number[]): Generator<number[]> {
  for (let i = 0; i < piles.length; i++) for (let j = 0; j < piles[i]!; j++) yield takeFrom(piles, i, j);
  if (game.id === "wythoff") for (let t = 1; t <= Math.min(...piles); t++) yield takeFromEach(piles, t);
  if (game.id === "moore-nim" || game.id === "beans") {
    // Every vector of amounts to take, one per pile (the rules keep those touching 1..k piles).
    const vectors = piles.reduce<number[][]>((acc, c) => acc.flatMap((v) => Array.from({ length: c + 1 }, (_, t) => [...v, t])), [[]]);
    for (const takes of vectors) yield takeFromSeveral(piles, takes);
  }
  if (game.id === "new-stone") {
    for (let i = 0; i < piles.length; i++) {
      const others = piles.flatMap((c, k) => (k !== i && c > 0 ? [k] : []));
      for (let keep = 0; keep < piles[i]!; keep++) {
        for (const adds of spreads(others, piles[i]! - keep, piles.length)) yield redistribute(piles, i, keep, adds);
      }
    }
  }
}

/** The keys of the rules' options that `proposals` stand for, and how many proposals were refused. */
function matched<P>(game: LearnGame<P>, start: P, proposals: Iterable<P>) {
  const session = startSession(game, defaultParams(game as LearnGame<unknown>), start, "student");
  const rules = game.rules(session.params);
  const match = sessionMoveMatcher(game, session);
  const keys = new Set<string | number>();
  let refused = 0;
  for (const p of proposals) {
    const m = match(p);
    if (m === undefined) refused++;
    else keys.add(rules.key(m));
  }
  return { keys, refused, legal: new Set(session.moves.map((m) => rules.key(m))) };
}

function starts<P>(game: LearnGame<P>, count: number): P[] {
  const random = seededRandom(11);
  return Array.from({ length: count }, () => game.startPosition(defaultParams(game as LearnGame<unknown>), random.next));
}

describe.each(ofKind("piles"))("the piles board of %s", (_id, game) => {
  it("offers exactly the legal moves", () => {
    for (const start of starts(game, 12)) {
      const { keys, legal } = matched(game, start, [...pilesProposals(game, pilesOf(start))].map((p) => withPiles(start, p)));
      expect([...keys].sort(), game.show(start)).toEqual([...legal].sort());
    }
  });

  it("offers exactly the legal moves all game long, when the board's order is not the rules' (typed piles, computer moves)", () => {
    const params = defaultParams(game);
    const rules = game.rules(params);
    const random = seededRandom(23);
    for (const start of starts(game, 8)) {
      // The board shows the piles reversed, as if typed that way (piles with rules of their own stay first).
      const fixed = game.fixedPiles ?? 0;
      const piles = pilesOf(start);
      const shown = withPiles(start, [...piles.slice(0, fixed), ...piles.slice(fixed).reverse()]);
      let session = startSession(game, params, start, "student", shown);
      while (!isOver(session)) {
        const board = currentStep(session).shown;
        const match = sessionMoveMatcher(game, session);
        const offered = [...pilesProposals(game, pilesOf(board))].flatMap((p) => {
          const m = match(withPiles(board, p));
          return m === undefined ? [] : [rules.key(m)];
        });
        expect(new Set(offered), `${game.show(currentPosition(session))} shown as ${game.show(board)}`).toEqual(
          new Set(session.moves.map((m) => rules.key(m))),
        );
        session =
          session.toMove === "computer" ? playComputerMove(game, session) : playListedMove(game, session, random.int(0, session.moves.length - 1));
      }
    }
  });
});

it("the piles board refuses what the rules forbid: Bash takes at most m, S-Nim only sizes in S", () => {
  const bash = learnGame("bash")!;
  expect(matched(bash, 10, [9, 7, 6, 0]).keys).toEqual(new Set(matched(bash, 10, [9, 7]).keys));
  expect(matched(bash, 10, [6, 0]).refused).toBe(2);
  expect(matched(registeredGame("s-nim"), [3, 6, 9], [[1, 6, 9], [2, 6, 9], [3, 6, 4], [3, 6, 8]]).refused).toBe(2); // S = {2, 5}
});

describe.each(ofKind("strip"))("the strip board of %s", (id, game) => {
  it("offers exactly the legal moves: each chessman onto any empty cell, as the rules allow", () => {
    for (const start of starts(game, 12)) {
      const cells = start as number[];
      // What the board proposes (strip-board.tsx): any chessman onto any empty cell of the strip.
      const length = stripLength(cells, Number(defaultParams(game).length ?? 0));
      const empty = Array.from({ length }, (_, k) => k + 1).filter((c) => !cells.includes(c));
      const proposals = cells.flatMap((_, man) => empty.map((c) => slide(cells, man, c)));
      const { keys, legal, refused } = matched(game, start, proposals);
      expect([...keys].sort(), game.show(start)).toEqual([...legal].sort());
      if (id === "georgia-bob") {
        // Accepted: the empty cells between each chessman and its left neighbour (or the wall),
        // p[N-1] - N in all; every other proposal (rightward, or jumping a neighbour) is refused.
        expect(refused).toBe(proposals.length - (cells[cells.length - 1]! - cells.length));
      }
      if (id === "chess-row") {
        // One target per chessman at most: the first empty cell on its right.
        const movable = cells.filter((c) => empty.some((e) => e > c)).length;
        expect(refused).toBe(proposals.length - movable);
      }
    }
  });
});

describe.each(ofKind("grid"))("the grid board of %s", (_id, game) => {
  it("offers exactly the legal moves: the three steps toward the goal corner", () => {
    for (const start of starts(game, 12) as GridPosition[]) {
      const cells = Array.from({ length: start.rows * start.cols }, (_, k) => coinAt(start, Math.floor(k / start.cols), k % start.cols));
      const steps = GRID_STEPS.map(({ step }) => stepCoin(start, step));
      const { keys, legal } = matched(game as LearnGame<GridPosition>, start, [...cells, ...steps]);
      expect([...keys].sort()).toEqual([...legal].sort());
      expect(legal.size).toBe((start.below > 0 ? 1 : 0) + (start.left > 0 ? 1 : 0) + (start.below > 0 && start.left > 0 ? 1 : 0));
      expect(coinCell(start)).toEqual({ row: 0, col: start.cols - 1 }); // the start is the top-right corner
    }
  });
});

describe("typed start positions", () => {
  const nim = learnGame("nim")!;
  const params = defaultParams(nim);

  it("piles: the game gets them sorted, the board keeps the typed order", () => {
    expect(parseStart(nim, params, "3 1 2")).toEqual({ ok: true, position: [1, 2, 3], shown: [3, 1, 2] });
    expect(parseStart(nim, params, " 5, 0 ,7 ")).toMatchObject({ ok: true, shown: [5, 0, 7] });
    expect(parseStart(nim, params, "1 2 x").ok).toBe(false);
    expect(parseStart(nim, params, "1 -2").ok).toBe(false);
    expect(parseStart(nim, params, "").ok).toBe(false);
    expect(parseStart(nim, params, "1 2 3 4 5 6 7").ok).toBe(false); // Nim allows 1 to 6 piles
    expect(parseStart(nim, params, "41").ok).toBe(false);
  });

  it("one-pile games take one number and Wythoff exactly two", () => {
    const bash = learnGame("bash")!;
    expect(parseStart(bash, defaultParams(bash), "12")).toEqual({ ok: true, position: 12, shown: 12 });
    expect(parseStart(bash, defaultParams(bash), "12 3").ok).toBe(false);
    const wythoff = learnGame("wythoff")!;
    expect(parseStart(wythoff, {}, "7 4")).toEqual({ ok: true, position: [4, 7], shown: [7, 4] });
    expect(parseStart(wythoff, {}, "7").ok).toBe(false);
  });

  it("New Stone keeps its piles small (its move lists grow fast)", () => {
    const newStone = registeredGame("new-stone");
    const ok = parseStart(newStone, defaultParams(newStone), "1 1 1 1 1 12");
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(startSession(newStone, defaultParams(newStone), ok.position, "student").moves.length).toBeGreaterThan(12);
    expect(parseStart(newStone, defaultParams(newStone), "1 1 1 1 1 13").ok).toBe(false);
  });

  it("strip: distinct cells from 1, sorted", () => {
    const g = registeredGame("georgia-bob");
    expect(parseStart(g, defaultParams(g), "9 2 5")).toEqual({ ok: true, position: [2, 5, 9], shown: [2, 5, 9] });
    expect(parseStart(g, defaultParams(g), "2 2 5").ok).toBe(false);
    expect(parseStart(g, defaultParams(g), "0 2").ok).toBe(false);
  });

  it("strip of Chess: cells within the row's length only", () => {
    const g = learnGame("chess-row")!;
    expect(parseStart(g, { length: 20, chessmen: 5 }, "20 18")).toEqual({ ok: true, position: [18, 20], shown: [18, 20] });
    expect(parseStart(g, { length: 12, chessmen: 5 }, "3 13")).toMatchObject({ ok: false, error: { code: "startCells", params: { max: 12 } } });
  });

  it("grid: n m is the coin in the top-right corner of an n x m board, P exactly when n and m are odd", () => {
    const kiki = learnGame("kiki")!;
    for (const [n, m] of [[5, 3], [5, 4], [6, 6], [1, 1]] as const) {
      const parsed = parseStart(kiki, defaultParams(kiki), `${n} ${m}`);
      if (!parsed.ok) throw new Error(parsed.error.code);
      expect(coinCell(parsed.position as GridPosition)).toEqual({ row: 0, col: m - 1 });
      expect(kiki.isP(parsed.position, {})).toBe(n % 2 === 1 && m % 2 === 1);
    }
    expect(parseStart(kiki, defaultParams(kiki), "5").ok).toBe(false);
    expect(parseStart(kiki, defaultParams(kiki), "0 3").ok).toBe(false);
  });
});

describe("arrangeLike keeps the board steady", () => {
  const nimRules = learnGame("nim")!.rules({}) as ImpartialGame<number[]>;
  it("every Nim move, sorted by the rules, is shown with only the touched pile changed", () => {
    const random = seededRandom(5);
    for (let t = 0; t < 50; t++) {
      const piles = Array.from({ length: random.int(1, 5) }, () => random.int(0, 9));
      for (const to of nimRules.moves(piles)) {
        const shown = arrangeLike(piles, to);
        expect(shown.slice().sort((a, b) => a - b)).toEqual(to.slice().sort((a, b) => a - b));
        expect(shown.filter((v, i) => v !== piles[i])).toHaveLength(1);
      }
    }
  });
  it("shows a New Stone move as one pile shrinking and the others growing", () => {
    // (0, 2, 4, 3) -> sorted (0, 0, 3, 3): the 4 was emptied and one stone moved onto the 2.
    expect(arrangeLike([0, 2, 4, 3], [0, 0, 3, 3])).toEqual([0, 3, 0, 3]);
    // Many changed piles: no search, paired by size.
    expect(arrangeLike([70, 10, 60, 20, 50, 30, 40], [11, 21, 31, 41, 51, 61, 71])).toEqual([71, 11, 61, 21, 51, 31, 41]);
  });
  it("leaves anything but two lists of one length alone", () => {
    expect(arrangeLike(3, 2)).toBe(2);
    expect(arrangeLike([1, 2], [1])).toEqual([1]);
  });
});
