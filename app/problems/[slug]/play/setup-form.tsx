"use client";

// The choices before a game: the game's parameters, a start position (typed or random) and who
// moves first. Validated on start; the game in progress keeps its own settings.
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { LearnGame, LearnParamValues } from "@/lib/learn";
import { parseIntList, validateSettings } from "@/lib/learn/conjecture/conjecture-settings";
import { parseStart } from "@/lib/learn/play/boards/parse-start";
import type { Player } from "@/lib/learn/play";
import { learnTextWords, paramLabel } from "../../../learn-text";
import styles from "./play.module.css";

export interface GameSetup {
  params: LearnParamValues;
  /** null: a random start (LearnGame.startPosition). */
  start: { position: unknown; shown: unknown } | null;
  first: Player;
}

/** What to type for a start position, per board kind (the "play.setup" catalog's key). */
const START_FORMAT = {
  piles: "startPiles",
  strip: "startStrip",
  grid: "startGrid",
  graph: "startGraph",
  "capped-pile": "startCappedPile",
  product: "startProduct",
} as const;

type Translator = ReturnType<typeof useTranslations<never>>;

function parseParams(game: LearnGame<unknown>, text: Record<string, string>, t: Translator): { ok: true; params: LearnParamValues } | { ok: false; message: string } {
  const raw: LearnParamValues = {};
  for (const p of game.params) {
    const list = parseIntList(text[p.name] ?? "");
    if (!list || list.length === 0) return { ok: false, message: t("play.setup.paramNotNumbers", { label: paramLabel(p, t) }) };
    raw[p.name] = p.kind === "int" ? list[0]! : list;
  }
  // The bound is the conjecture checker's; play has none, so the game's default passes.
  const checked = validateSettings(game, game.defaultBound, raw);
  return checked.ok ? { ok: true, params: checked.params } : { ok: false, message: learnTextWords(checked.message, t) };
}

export function SetupForm({ game, onStart }: { game: LearnGame<unknown>; onStart: (setup: GameSetup) => void }) {
  const [paramText, setParamText] = useState<Record<string, string>>(() =>
    Object.fromEntries(game.params.map((p) => [p.name, Array.isArray(p.default) ? p.default.join(", ") : String(p.default)])),
  );
  const [startText, setStartText] = useState("");
  const [first, setFirst] = useState<Player>("student");
  const [error, setError] = useState<string | null>(null);
  const t = useTranslations();

  function start(typed: boolean) {
    const params = parseParams(game, paramText, t);
    if (!params.ok) return setError(params.message);
    let start: GameSetup["start"] = null;
    if (typed) {
      const parsed = parseStart(game, params.params, startText);
      if (!parsed.ok) return setError(t("play.setup.startInvalid", { reason: learnTextWords(parsed.error, t) }));
      start = { position: parsed.position, shown: parsed.shown };
    }
    setError(null);
    onStart({ params: params.params, start, first });
  }

  return (
    <form
      className={styles.setup}
      onSubmit={(e) => {
        e.preventDefault();
        start(true);
      }}
    >
      {game.params.map((p) => (
        <label key={p.name}>
          {t(p.kind === "int" ? "play.setup.intRange" : "play.setup.setRange", { label: paramLabel(p, t), min: p.min, max: p.max })}
          <input
            type={p.kind === "int" ? "number" : "text"}
            min={p.kind === "int" ? p.min : undefined}
            max={p.kind === "int" ? p.max : undefined}
            value={paramText[p.name] ?? ""}
            data-testid={`param-${p.name}`}
            onChange={(e) => setParamText({ ...paramText, [p.name]: e.target.value })}
          />
        </label>
      ))}
      <label>
        {t(`play.setup.${START_FORMAT[game.board]}`)}
        <input type="text" value={startText} data-testid="start-text" onChange={(e) => setStartText(e.target.value)} />
      </label>
      <label>
        {t("play.setup.first")}
        <select value={first} data-testid="first-player" onChange={(e) => setFirst(e.target.value as Player)}>
          <option value="student">{t("play.setup.firstYou")}</option>
          <option value="computer">{t("play.setup.firstComputer")}</option>
        </select>
      </label>
      <div className={styles.setupButtons}>
        <button type="submit" className="button" data-testid="start-typed" disabled={startText.trim() === ""}>
          {t("play.setup.startTyped")}
        </button>
        <button type="button" className="button button-secondary" data-testid="start-random" onClick={() => start(false)}>
          {t("play.setup.startRandom")}
        </button>
      </div>
      {error && (
        <p className="alert" role="alert" data-testid="setup-error">
          {error}
        </p>
      )}
    </form>
  );
}
