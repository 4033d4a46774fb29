"use client";

// The choices before a game: the game's parameters, a start position (typed or random) and who
// moves first. Validated on start; the game in progress keeps its own settings.
import { useState } from "react";
import type { LearnGame, LearnParamValues } from "@/lib/learn";
import { parseIntList, validateSettings } from "@/lib/learn/conjecture/conjecture-settings";
import { parseStart } from "@/lib/learn/play/boards/parse-start";
import type { Player } from "@/lib/learn/play";
import styles from "./play.module.css";

export interface GameSetup {
  params: LearnParamValues;
  /** null: a random start (LearnGame.startPosition). */
  start: { position: unknown; shown: unknown } | null;
  first: Player;
}

/** What to type for a start position, per board kind. */
const START_FORMAT = {
  piles: "pile sizes, e.g. 1 2 3",
  strip: "occupied cells, e.g. 1 5 6 9",
  grid: "board size n m (the coin starts top-right), e.g. 5 4",
} as const;

function parseParams(game: LearnGame<unknown>, text: Record<string, string>): { ok: true; params: LearnParamValues } | { ok: false; message: string } {
  const raw: LearnParamValues = {};
  for (const p of game.params) {
    const list = parseIntList(text[p.name] ?? "");
    if (!list || list.length === 0) return { ok: false, message: `${p.label}: type whole numbers.` };
    raw[p.name] = p.kind === "int" ? list[0]! : list;
  }
  // The bound is the conjecture checker's; play has none, so the game's default passes.
  const checked = validateSettings(game, game.defaultBound, raw);
  return checked.ok ? { ok: true, params: checked.params } : { ok: false, message: checked.message };
}

export function SetupForm({ game, onStart }: { game: LearnGame<unknown>; onStart: (setup: GameSetup) => void }) {
  const [paramText, setParamText] = useState<Record<string, string>>(() =>
    Object.fromEntries(game.params.map((p) => [p.name, Array.isArray(p.default) ? p.default.join(", ") : String(p.default)])),
  );
  const [startText, setStartText] = useState("");
  const [first, setFirst] = useState<Player>("student");
  const [error, setError] = useState<string | null>(null);

  function start(typed: boolean) {
    const params = parseParams(game, paramText);
    if (!params.ok) return setError(params.message);
    let start: GameSetup["start"] = null;
    if (typed) {
      const parsed = parseStart(game, params.params, startText);
      if (!parsed.ok) return setError(`Start position: ${parsed.error}.`);
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
          {p.label} ({p.kind === "int" ? `${p.min} to ${p.max}` : `numbers from ${p.min} to ${p.max}`})
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
        Start position: {START_FORMAT[game.board]}
        <input type="text" value={startText} data-testid="start-text" onChange={(e) => setStartText(e.target.value)} />
      </label>
      <label>
        Who moves first
        <select value={first} data-testid="first-player" onChange={(e) => setFirst(e.target.value as Player)}>
          <option value="student">You</option>
          <option value="computer">The computer</option>
        </select>
      </label>
      <div className={styles.setupButtons}>
        <button type="submit" className="button" data-testid="start-typed" disabled={startText.trim() === ""}>
          Start from this position
        </button>
        <button type="button" className="button button-secondary" data-testid="start-random" onClick={() => start(false)}>
          Start from a random position
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
