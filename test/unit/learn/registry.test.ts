// The registry: every id a problem may name has its game, with sane bounds and defaults.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { georgiaBobGame, GAME_IDS, kikiGame, newStoneGame, nimGame, powersOfTwoGame, wythoffGame } from "../../../lib/game";
import { defaultParams, LEARN_GAME_IDS, learnGame, type LearnGameId } from "../../../lib/learn";
import { registeredGame } from "../../helpers/registered-game";

const root = path.resolve(import.meta.dirname, "..", "..", "..");

describe("learn game registry", () => {
  it.each(LEARN_GAME_IDS)("%s is registered under its own id, with defaults inside the parameter ranges", (id) => {
    const game = registeredGame(id);
    expect(game.id).toBe(id);
    expect(game.defaultBound).toBeLessThanOrEqual(game.maxBound);
    for (const p of game.params) {
      const values = Array.isArray(p.default) ? p.default : [p.default];
      for (const v of values) expect(v >= p.min && v <= p.max).toBe(true);
    }
    expect(Object.keys(defaultParams(game)).sort()).toEqual(game.params.map((p) => p.name).sort());
  });

  it("every problem package names a registered game", () => {
    const named = readdirSync(path.join(root, "problems")).flatMap((slug) => {
      const text = readFileSync(path.join(root, "problems", slug, "problem.ts"), "utf8");
      const m = /\bgame:\s*"([^"]+)"/.exec(text);
      return m ? [m[1]!] : [];
    });
    expect(named.length).toBeGreaterThan(0);
    for (const id of named) expect(learnGame(id as LearnGameId), id).toBeDefined();
  });

  it("the learning tools play lib/game's one definition of each game", () => {
    expect(LEARN_GAME_IDS).toBe(GAME_IDS);
    const fixed = { nim: nimGame, "powers-of-two": powersOfTwoGame, kiki: kikiGame, wythoff: wythoffGame, "georgia-bob": georgiaBobGame, "new-stone": newStoneGame };
    for (const [id, game] of Object.entries(fixed)) expect(learnGame(id as LearnGameId)!.rules({}), id).toBe(game);
  });

  it("an unknown id has no game", () => {
    expect(learnGame("chess" as LearnGameId)).toBeUndefined();
    expect(learnGame("toString" as LearnGameId)).toBeUndefined();
  });
});
