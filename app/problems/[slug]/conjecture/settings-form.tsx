"use client";

// The bound and the game's parameters, as the student types them (validated on Check).
import { useTranslations } from "next-intl";
import type { LearnGame } from "@/lib/learn";
import { paramLabel } from "../../../learn-text";
import styles from "./conjecture.module.css";

export interface SettingsText {
  bound: string;
  params: Record<string, string>;
}

export function initialSettingsText(game: LearnGame<unknown>): SettingsText {
  const params = Object.fromEntries(
    game.params.map((p) => [p.name, Array.isArray(p.default) ? p.default.join(", ") : String(p.default)]),
  );
  return { bound: String(game.defaultBound), params };
}

export function SettingsForm({
  game,
  value,
  onChange,
}: {
  game: LearnGame<unknown>;
  value: SettingsText;
  onChange: (value: SettingsText) => void;
}) {
  const t = useTranslations();
  return (
    <fieldset className={styles.settings}>
      <legend>{t("conjecture.settings")}</legend>
      <label>
        {t("conjecture.bound", { max: game.maxBound })}
        <input
          type="number"
          min={1}
          max={game.maxBound}
          value={value.bound}
          data-testid="conjecture-bound"
          onChange={(e) => onChange({ ...value, bound: e.target.value })}
        />
      </label>
      {game.params.map((p) => (
        <label key={p.name}>
          {t(p.kind === "int" ? "conjecture.intParam" : "conjecture.setParam", { label: paramLabel(p, t), min: p.min, max: p.max })}
          <input
            type={p.kind === "int" ? "number" : "text"}
            min={p.kind === "int" ? p.min : undefined}
            max={p.kind === "int" ? p.max : undefined}
            value={value.params[p.name] ?? ""}
            data-testid={`conjecture-param-${p.name}`}
            onChange={(e) => onChange({ ...value, params: { ...value.params, [p.name]: e.target.value } })}
          />
        </label>
      ))}
    </fieldset>
  );
}
