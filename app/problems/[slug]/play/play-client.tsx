"use client";

// Play against the perfect player: the setup, the board, whose turn it is, hints, the winner
// and the reviewed history. The game itself is lib/learn/play's session; this only drives it.
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useState } from "react";
import { defaultParams, learnGame, type LearnGameId } from "@/lib/learn";
import {
  currentStep,
  hint as hintFor,
  IllegalMoveError,
  MAX_LEGAL_MOVES,
  TooManyMovesError,
  isOver,
  playComputerMove,
  playListedMove,
  playStudentMove,
  reviewGame,
  sessionMoveMatcher,
  shownAfter,
  startSession,
  winner,
  type Hint,
  type PlaySession,
} from "@/lib/learn/play";
import { Board } from "./board";
import { HintPanel } from "./hint-panel";
import { HistoryTable } from "./history-table";
import { MoveList } from "./move-list";
import { SetupForm, type GameSetup } from "./setup-form";
import styles from "./play.module.css";

/** A play error in the reader's language: lib/learn/play's errors are for the program, not the page. */
function playErrorText(error: unknown, t: ReturnType<typeof useTranslations<"play">>): string {
  if (error instanceof TooManyMovesError) return t("tooManyMoves", { max: MAX_LEGAL_MOVES });
  if (error instanceof IllegalMoveError) return t("illegalMove");
  return error instanceof Error ? error.message : String(error);
}

/** A pause before the computer answers, so the student sees their own move land first. */
const COMPUTER_DELAY_MS = 600;

type Session = PlaySession<unknown>;

export function PlayGround({ gameId }: { gameId: LearnGameId }) {
  const game = learnGame(gameId)!;
  const t = useTranslations("play");
  const [session, setSession] = useState<Session | null>(null);
  // Errors are kept as thrown and worded at render: the words follow the reader's language, and
  // `begin` must not depend on the translator (a new one after a refresh would restart the game).
  const [error, setError] = useState<unknown>(null);
  const [startError, setStartError] = useState<unknown>(null);
  /** The hint asked for, and the step it belongs to (it disappears after the next move). */
  const [hint, setHint] = useState<{ step: number; hint: Hint<unknown> } | null>(null);

  const begin = useCallback((setup: GameSetup) => {
    try {
      const position = setup.start ? setup.start.position : game.startPosition(setup.params, Math.random);
      const shown = setup.start ? setup.start.shown : position;
      setSession(startSession(game, setup.params, position, setup.first, shown));
      setError(null);
      setStartError(null);
      setHint(null);
    } catch (e) {
      // TooManyMovesError: a position too big to play on a board.
      setStartError(e);
    }
  }, [game]);

  // A first game right away, from a random position (in an effect: Math.random must not run
  // during the server render).
  useEffect(() => {
    begin({ params: defaultParams(game), start: null, first: "student" });
  }, [begin, game]);

  useEffect(() => {
    if (!session || session.toMove !== "computer" || isOver(session)) return;
    const timer = setTimeout(() => setSession(playComputerMove(game, session)), COMPUTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [session, game]);

  const matcher = useMemo(() => (session ? sessionMoveMatcher(game, session) : null), [session, game]);

  function move(next: () => Session) {
    try {
      setSession(next());
      setError(null);
    } catch (e) {
      setError(e);
    }
  }

  return (
    <div className={styles.layout}>
      <section className="panel">
        <h2>{t("newGame")}</h2>
        <SetupForm game={game} onStart={begin} />
        {startError !== null && (
          <p className="alert" role="alert" data-testid="start-error">
            {playErrorText(startError, t)}
          </p>
        )}
      </section>
      {session && matcher && (
        <section className="panel">
          <GameStatus session={session} />
          <Board
            game={game}
            params={session.params}
            shown={currentStep(session).shown}
            previous={session.steps.at(-2)?.shown}
            isLegal={(proposed) => matcher(proposed) !== undefined}
            onMove={(proposed) => move(() => playStudentMove(game, session, proposed))}
            active={session.toMove === "student" && !isOver(session)}
            finished={isOver(session)}
          />
          {error !== null && (
            <p className="alert" role="alert" data-testid="move-error">
              {playErrorText(error, t)}
            </p>
          )}
          {!isOver(session) && (
            <>
              <MoveList
                game={game}
                moves={session.moves.map((m) => shownAfter(game, session, m))}
                onPick={(i) => move(() => playListedMove(game, session, i))}
                active={session.toMove === "student"}
              />
              <p>
                <button
                  type="button"
                  className="button button-secondary"
                  data-testid="hint-button"
                  disabled={session.toMove !== "student"}
                  onClick={() => setHint({ step: session.steps.length, hint: hintFor(game, session) })}
                >
                  {t("hint")}
                </button>
              </p>
              {hint && hint.step === session.steps.length && <HintPanel game={game} hint={hint.hint} />}
            </>
          )}
        </section>
      )}
      {session && isOver(session) && <HistoryTable game={game} review={reviewGame(game, session)} />}
    </div>
  );
}

function GameStatus({ session }: { session: Session }) {
  const t = useTranslations("play");
  const won = winner(session);
  const moves = session.steps.length - 1;
  if (won) {
    return (
      <p className={`${styles.status} ${won === "student" ? styles.won : styles.lost}`} data-testid="winner" data-winner={won} data-moves={moves}>
        {won === "student" ? t("won") : t("lost")}
      </p>
    );
  }
  return (
    <p className={styles.status} data-testid="turn" data-turn={session.toMove} data-moves={moves}>
      {session.toMove === "student" ? t("yourMove") : t("thinking")}
      <span className="muted"> {t("moveCount", { moves })}</span>
    </p>
  );
}
