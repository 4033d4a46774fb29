"use client";
// The lab's form and results. The same component renders on the server (from the URL, for
// readers without JavaScript) and in the browser, where edits recompute at once and the URL
// follows with history.replaceState.
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useReducer, useState } from "react";
import {
  analyseLab,
  formatLabGame,
  LAB_EXAMPLES,
  LAB_LIMITS,
  labHref,
  parseLabGame,
  parseLabRange,
  rowsFromGame,
  textFromRows,
  type BuilderRow,
  type LabAnalysis,
  type LabError,
} from "@/lib/learn/lab";
import { LabBuilder } from "./lab-builder";
import { LabResults } from "./lab-results";
import { labErrorText, setText } from "./lab-text";
import styles from "./lab.module.css";

interface State {
  text: string;
  rangeText: string;
  rows: BuilderRow[];
}

type Action =
  | { type: "text"; text: string }
  | { type: "range"; rangeText: string }
  | { type: "rows"; rows: BuilderRow[] }
  /** An example replaces the whole form, range included, so no earlier error outlives it. */
  | { type: "example"; text: string };

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
    case "example":
      return initialState({ text: action.text, rangeText: "" });
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

type Computed =
  | { ok: true; analysis: LabAnalysis; canonical: string; range: number }
  | { ok: false; error: LabError }
  /** An analysis that threw: a bug, shown with its reason rather than a blank page. */
  | { ok: false; failure: string };

function compute(text: string, rangeText: string): Computed {
  const game = parseLabGame(text);
  if (!game.ok) return game;
  const range = parseLabRange(rangeText);
  if (!range.ok) return range;
  try {
    return { ok: true, analysis: analyseLab(game.value, range.value), canonical: formatLabGame(game.value), range: range.value };
  } catch (e) {
    return { ok: false, failure: e instanceof Error ? e.message : String(e) };
  }
}

export function LabClient({ initialText, initialRange }: { initialText: string; initialRange: string }) {
  const t = useTranslations("lab");
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
      <h1>{t("title")}</h1>
      <p className="muted">{t("intro")}</p>

      <form method="get" action="/lab" className={styles.form} data-testid="lab-form" onSubmit={(e) => e.preventDefault()}>
        {hydrated && <LabBuilder rows={state.rows} onChange={(rows) => dispatch({ type: "rows", rows })} />}
        <div className={styles.fields}>
          <label className={styles.gameField}>
            <span>{t("gameLabel")}</span>
            <input
              name="g"
              value={state.text}
              onChange={(e) => dispatch({ type: "text", text: e.target.value })}
              spellCheck={false}
              autoComplete="off"
              aria-describedby="lab-game-limit lab-notation"
              data-testid="lab-game-input"
            />
            <small id="lab-game-limit" className={styles.limit} data-testid="lab-game-limit">
              {t("gameLimit", { piles: LAB_LIMITS.components, elements: LAB_LIMITS.setElements, elementMax: LAB_LIMITS.setElementMax })}
            </small>
          </label>
          <label className={styles.rangeField}>
            <span>{t("rangeLabel")}</span>
            <input
              name="n"
              type="number"
              min={LAB_LIMITS.rangeMin}
              max={LAB_LIMITS.rangeMax}
              value={state.rangeText}
              onChange={(e) => dispatch({ type: "range", rangeText: e.target.value })}
              aria-describedby="lab-range-limit"
              data-testid="lab-range-input"
            />
            <small id="lab-range-limit" className={styles.limit} data-testid="lab-range-limit">
              {t("rangeLimit", { min: LAB_LIMITS.rangeMin, max: LAB_LIMITS.rangeMax })}
            </small>
          </label>
          <button type="submit" className="button" data-testid="lab-submit">
            {t("show")}
          </button>
        </div>
        <p id="lab-notation" className={styles.notation}>
          {t.rich("notation", { set: setText([1, 3, 4]), code: (chunks) => <code>{chunks}</code> })}
        </p>
        <p className={styles.examples}>
          {t("examples")}{" "}
          {LAB_EXAMPLES.map((e, i) => {
            const text = formatLabGame(e.game);
            return (
              <span key={text}>
                {i > 0 && " · "}
                <a
                  href={labHref(text, LAB_LIMITS.rangeDefault)}
                  onClick={(ev) => {
                    ev.preventDefault();
                    dispatch({ type: "example", text });
                  }}
                  data-testid="lab-example"
                >
                  {t(`example.${e.id}`, { set: e.game.components[0]?.kind === "set" ? setText(e.game.components[0].set) : "" })}
                </a>
              </span>
            );
          })}
        </p>
      </form>

      {!computed.ok && (
        <p className="alert" role="alert" data-testid="lab-error">
          {"error" in computed ? labErrorText(computed.error, t) : t("analyseFailed", { reason: computed.failure })}
        </p>
      )}
      {shown && <LabResults analysis={shown.analysis} stale={!computed.ok} />}
    </div>
  );
}
