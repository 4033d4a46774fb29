// One check from start to end, as the Web Worker runs it: find the game, validate the settings,
// compile the source, check every position. Pure, so unit tests run it in Node.
import { learnGame, type LearnGameId, type LearnParamValues } from "..";
import { checkConjecture } from "./check-conjecture";
import { compileConjecture } from "./compile-conjecture";
import { learnText } from "../learn-text";
import type { ConjectureResult } from "./conjecture-result";
import { validateSettings } from "./conjecture-settings";

/** What the page sends to the worker (plain data). */
export interface ConjectureRequest {
  gameId: LearnGameId;
  source: string;
  bound: number;
  params: LearnParamValues;
}

export function runConjecture(request: ConjectureRequest): ConjectureResult {
  const game = learnGame(request.gameId);
  if (!game) return { status: "invalid-request", message: learnText("noSuchGame", { id: String(request.gameId) }) };
  const settings = validateSettings(game, request.bound, request.params);
  if (!settings.ok) return { status: "invalid-request", message: settings.message };
  const compiled = compileConjecture(request.source);
  if (!compiled.ok) {
    const { problem, detail, line, column } = compiled;
    const message =
      problem === "no-function"
        ? learnText("noFunction")
        : line === undefined
          ? learnText(problem === "load" ? "loadThrew" : "compileError", { error: detail })
          : learnText(problem === "load" ? "loadThrewAt" : "compileErrorAt", { error: detail, line, column: column ?? 1 });
    return { status: "compile-error", line, column, message };
  }
  return checkConjecture(game, compiled, request.bound, settings.params);
}
