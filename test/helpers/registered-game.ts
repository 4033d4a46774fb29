// A learning game a test needs: asserted to be in the registry (never a test that quietly skips).
import { expect } from "vitest";
import { learnGame, type LearnGame, type LearnGameId } from "../../lib/learn";

export function registeredGame(id: LearnGameId): LearnGame<unknown> {
  const game = learnGame(id);
  expect(game, `the learn registry holds ${id}`).toBeDefined();
  return game!;
}
