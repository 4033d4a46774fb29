"use client";
// The lab's form and results. The same component renders on the server (from the URL, for
// readers without JavaScript) and in the browser, where edits recompute at once and the URL
// follows with history.replaceState.
import { useEffect, useMemo, useReducer, useState } from "react";
import {
  analyseLab,
  formatLabGame,
  LAB_EXAMPLES,
  LAB_LIMITS,
  LAB_RULE_NAMES,
  labHref,
  parseLabGame,
  parseLabRange,
  rowsFromGame,
  textFromRows,
  type BuilderRow,
  type LabAnalysis,
} from "@/lib/learn/lab";
import { LabBuilder } from "./lab-builder";
import { LabResults } from "./lab-results";
import styles from "./lab.module.css";

interface State {
  text: string;
  rangeText: string;
  rows: BuilderRow[];
}

type Action = { type: "text"; text: string } | { type: "range"; rangeText: string } | { type: "rows"; rows: BuilderRow[] };

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case "text": {
      // Typing the notation re-derives the rows when it parses; otherwise the rows wait.
      const parsed = parseLabGame(action.text);
      return { ...state, text: action.text, rows: parsed.ok ? rowsFromGame(parsed.value) : state.rows };
    }
    case "range":
      return { ...state, rangeText: action.rangeText };
    case "rows":
      return { ...state, rows: action.rows, text: textFromRows(action.rows) };
  }
}

function initialState({ text, rangeText }: { text: string; rangeText: string }): State {
  const parsed = parseLabGame(text);
  // A good game starts in its canonical form ("+" between piles: the URL's "+" arrives as a space).
  return {
    text: parsed.ok ? formatLabGame(parsed.value) : text,
    rangeText: rangeText || String(LAB_LIMITS.rangeDefault),
    rows: parsed.ok ? rowsFromGame(parsed.value) : [],
  };
}

type Computed = { ok: true; analysis: LabAnalysis; canonical: string; range: number } | { ok: false; message: string };

function compute(text: string, rangeText: string): Computed {
  const game = parseLabGame(text);
  if (!game.ok) return game;
  const range = parseLabRange(rangeText);
  if (!range.ok) return range;
  try {
    return { ok: true, analysis: analyseLab(game.value, range.value), canonical: formatLabGame(game.value), range: range.value };
  } catch (e) {
    return { ok: false, message: `Could not analyse this game: ${e instanceof Error ? e.message : String(e)}` };
  }
}

export function LabClient({ initialText, initialRange }: { initialText: string; initialRange: string }) {
  const [state, dispatch] = useReducer(reduce, { text: initialText, rangeText: initialRange }, initialState);
  const computed = useMemo(() => compute(state.text, state.rangeText), [state.text, state.rangeText]);
  // The last good analysis stays on screen while the user is halfway through an edit.
  const [shown, setShown] = useState<Extract<Computed, { ok: true }> | null>(computed.ok ? computed : null);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!computed.ok) return;
    setShown(computed);
    const href = labHref(computed.canonical, computed.range);
    if (window.location.pathname + window.location.search !== href) window.history.replaceState(null, "", href);
  }, [computed]);

  return (
    <div className={styles.lab}>
      <h1>Game lab</h1>
      <p className="muted">
        Define a one-pile game (a subtraction set, or a take-away rule) or a sum of several piles, and see its Grundy values g(n), its period and
        its P-positions. The address of this page describes the game: share it.
      </p>

      <form method="get" action="/lab" className={styles.form} data-testid="lab-form" onSubmit={(e) => e.preventDefault()}>
        {hydrated && <LabBuilder rows={state.rows} onChange={(rows) => dispatch({ type: "rows", rows })} />}
        <div className={styles.fields}>
          <label className={styles.gameField}>
            <span>Game</span>
            <input
              name="g"
              value={state.text}
              onChange={(e) => dispatch({ type: "text", text: e.target.value })}
              spellCheck={false}
              autoComplete="off"
              aria-describedby="lab-notation"
              data-testid="lab-game-input"
            />
          </label>
          <label className={styles.rangeField}>
            <span>Show g(0..n), n =</span>
            <input
              name="n"
              type="number"
              min={LAB_LIMITS.rangeMin}
              max={LAB_LIMITS.rangeMax}
              value={state.rangeText}
              onChange={(e) => dispatch({ type: "range", rangeText: e.target.value })}
              data-testid="lab-range-input"
            />
          </label>
          <button type="submit" className="button" data-testid="lab-submit">
            Show
          </button>
        </div>
        <p id="lab-notation" className={styles.notation}>
          Notation: <code>s:1,3,4</code> is the subtraction set {"{1, 3, 4}"}; <code>r:NAME</code> is a rule, one of{" "}
          {LAB_RULE_NAMES.map((r, i) => (
            <span key={r}>
              {i > 0 && ", "}
              <code>{r === "bash" ? "bash,m" : r}</code>
            </span>
          ))}{" "}
          (take 1 to m, a power of two, a square, a proper divisor, at most half). <code>@7</code> gives a pile its size; join piles with{" "}
          <code>+</code> for a sum (then every pile needs a size).
        </p>
        <p className={styles.examples}>
          Examples:{" "}
          {LAB_EXAMPLES.map((e, i) => {
            const text = formatLabGame(e.game);
            return (
              <span key={text}>
                {i > 0 && " · "}
                <a
                  href={labHref(text, LAB_LIMITS.rangeDefault)}
                  onClick={(ev) => {
                    ev.preventDefault();
                    dispatch({ type: "text", text });
                  }}
                >
                  {e.label}
                </a>
              </span>
            );
          })}
        </p>
      </form>

      {!computed.ok && (
        <p className="alert" role="alert" data-testid="lab-error">
          {computed.message}
        </p>
      )}
      {shown && <LabResults analysis={shown.analysis} stale={!computed.ok} />}
    </div>
  );
}
