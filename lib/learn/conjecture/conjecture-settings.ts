// The bound and parameter values of a check, validated against the game's declared ranges
// before any position is enumerated (a bound past maxBound could run for minutes).
import type { LearnGame, LearnParam, LearnParamValues } from "../learn-game";
import { learnText, type LearnText } from "../learn-text";

export type SettingsCheck = { ok: true; params: LearnParamValues } | { ok: false; message: LearnText };

const inRange = (v: unknown, p: LearnParam): v is number => Number.isInteger(v) && (v as number) >= p.min && (v as number) <= p.max;

/** Checks the bound and each parameter; missing parameters take their defaults. */
export function validateSettings(game: LearnGame<unknown>, bound: unknown, params: LearnParamValues): SettingsCheck {
  if (!Number.isInteger(bound) || (bound as number) < 1 || (bound as number) > game.maxBound) {
    return { ok: false, message: learnText("boundRange", { max: game.maxBound }) };
  }
  const values: LearnParamValues = {};
  for (const p of game.params) {
    const v = params[p.name] ?? p.default;
    if (p.kind === "int") {
      if (!inRange(v, p)) return { ok: false, message: learnText("paramIntRange", { paramName: p.name, min: p.min, max: p.max }) };
      values[p.name] = v;
    } else {
      const list = Array.isArray(v) ? v : [v];
      if (list.length === 0 || !list.every((x) => inRange(x, p))) {
        return { ok: false, message: learnText("paramSetRange", { paramName: p.name, min: p.min, max: p.max }) };
      }
      values[p.name] = [...new Set(list)].sort((a, b) => a - b);
    }
  }
  return { ok: true, params: values };
}

/** Reads "2, 5 7" as [2, 5, 7]; null when a piece is not a whole number. */
export function parseIntList(text: string): number[] | null {
  const pieces = text.split(/[\s,;{}]+/).filter(Boolean);
  if (!pieces.every((s) => /^-?\d+$/.test(s))) return null;
  return pieces.map(Number);
}
