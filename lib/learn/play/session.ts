// A game between the student and the perfect player: its positions, whose turn it is, and
// how it ended. Immutable: every move returns a new session (React state holds it as is).
import type { LearnGame, LearnParamValues } from "../learn-game";
import { arrangeLike } from "./arrange";
import { chooseComputerMove } from "./computer-move";
import { legalMoves, matchMove, moveMatcher } from "./legal-moves";

export type Player = "student" | "computer";

export function otherPlayer(p: Player): Player {
  return p === "student" ? "computer" : "student";
}

export interface PlayStep<P> {
  /** The position as the rules produced it (the theory and the rules are asked about this one). */
  position: P;
  /** The same position in the board's order (piles stay where the student saw them). */
  shown: P;
  /** Who moved to this position; null for the start. */
  mover: Player | null;
}

export interface PlaySession<P> {
  params: LearnParamValues;
  /** The start, then the position after each move. */
  steps: PlayStep<P>[];
  toMove: Player;
  /** The legal moves from the current position, the rules' own (empty: the game is over). */
  moves: P[];
}

export class IllegalMoveError extends Error {
  constructor(what: string) {
    super(what);
    this.name = "IllegalMoveError";
  }
}

/**
 * A new game from `start`; `shown` is the start in the board's order when it differs from the
 * game's own (typed piles "5 3 7" for a game that keeps its piles sorted).
 */
export function startSession<P>(game: LearnGame<P>, params: LearnParamValues, start: P, first: Player, shown: P = start): PlaySession<P> {
  return { params, steps: [{ position: start, shown, mover: null }], toMove: first, moves: legalMoves(game.rules(params), start) };
}

export function currentStep<P>(session: PlaySession<P>): PlayStep<P> {
  return session.steps[session.steps.length - 1]!;
}

export function currentPosition<P>(session: PlaySession<P>): P {
  return currentStep(session).position;
}

export function isOver(session: PlaySession<unknown>): boolean {
  return session.moves.length === 0;
}

/** Normal play: the player who cannot move loses. Null while the game goes on. */
export function winner(session: PlaySession<unknown>): Player | null {
  return isOver(session) ? otherPlayer(session.toMove) : null;
}

/** The rules' option that the board's `proposed` position stands for (see matchMove), or undefined. */
export function findMove<P>(game: LearnGame<P>, session: PlaySession<P>, proposed: P): P | undefined {
  return matchMove(game.rules(session.params), session.moves, proposed, game.board === "piles", game.fixedPiles);
}

/** findMove for many questions about one position (a board asks about every stone). */
export function sessionMoveMatcher<P>(game: LearnGame<P>, session: PlaySession<P>): (proposed: P) => P | undefined {
  return moveMatcher(game.rules(session.params), session.moves, game.board === "piles", game.fixedPiles);
}

/** `to` (one of session.moves) in the board's order, as it would be shown after the move. */
export function shownAfter<P>(game: LearnGame<P>, session: PlaySession<P>, to: P): P {
  return game.board === "piles" ? arrangeLike(currentStep(session).shown, to, game.fixedPiles) : to;
}

function advance<P>(game: LearnGame<P>, session: PlaySession<P>, position: P, shown: P): PlaySession<P> {
  const mover = session.toMove;
  return {
    params: session.params,
    steps: [...session.steps, { position, shown, mover }],
    toMove: otherPlayer(mover),
    moves: legalMoves(game.rules(session.params), position),
  };
}

/**
 * The student's move to `proposed`, as the board built it (it is shown as built, so the pile
 * the student touched is the one that changes). Throws IllegalMoveError when it is not the
 * student's turn or the rules do not allow the move.
 */
export function playStudentMove<P>(game: LearnGame<P>, session: PlaySession<P>, proposed: P): PlaySession<P> {
  if (isOver(session)) throw new IllegalMoveError("the game is over");
  if (session.toMove !== "student") throw new IllegalMoveError("it is not your turn");
  const move = findMove(game, session, proposed);
  if (move === undefined) {
    throw new IllegalMoveError(`${game.show(currentStep(session).shown)} to ${game.show(proposed)} is not a legal move`);
  }
  return advance(game, session, move, proposed);
}

/** The student's move picked from the list of legal moves (session.moves[index]). */
export function playListedMove<P>(game: LearnGame<P>, session: PlaySession<P>, index: number): PlaySession<P> {
  const to = session.moves[index];
  if (to === undefined) throw new IllegalMoveError(`there is no move number ${index + 1}`);
  return playStudentMove(game, session, shownAfter(game, session, to));
}

/** The perfect player's move (see computer-move.ts); the session unchanged if it is not its turn. */
export function playComputerMove<P>(game: LearnGame<P>, session: PlaySession<P>): PlaySession<P> {
  if (session.toMove !== "computer" || isOver(session)) return session;
  const move = chooseComputerMove(game, session.params, currentPosition(session), session.moves)!;
  return advance(game, session, move.to, shownAfter(game, session, move.to));
}
