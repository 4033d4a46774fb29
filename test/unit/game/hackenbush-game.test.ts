// Green Hackenbush's rules (lib/game/games/hackenbush.ts): a move cuts one edge and whatever no
// longer reaches the ground falls with it; the start drops parts that never touched the ground.
import { describe, expect, it } from "vitest";
import { grundy } from "../../../lib/game/impartial";
import { hackenbushGame, hackenbushStart } from "../../../lib/game/games";

const moves = (edges: [number, number][], root: number, mask: number) => [...hackenbushGame({ edges, root }).moves(mask)];

describe("hackenbushGame", () => {
  it("cutting a stalk's edge drops everything above it", () => {
    // Edges 0: ground-1, 1: 1-2, 2: 2-3 (bits 0, 1, 2).
    expect(moves([[0, 1], [1, 2], [2, 3]], 0, 0b111)).toEqual([0b000, 0b001, 0b011]);
  });

  it("cutting one edge of a cycle drops nothing: the rest is a path", () => {
    expect(moves([[0, 1], [1, 2], [2, 0]], 0, 0b111)).toEqual([0b110, 0b101, 0b011]);
  });

  it("a loop falls alone; a parallel edge keeps the top vertex up", () => {
    expect(moves([[0, 1], [1, 1]], 0, 0b11)).toEqual([0b00, 0b01]);
    expect(moves([[0, 1], [0, 1], [1, 2]], 0, 0b111)).toEqual([0b110, 0b101, 0b011]);
  });

  it("the start keeps only the edges connected to the ground", () => {
    expect(hackenbushStart({ edges: [[0, 1], [2, 3], [1, 4]], root: 0 })).toBe(0b101);
    expect(hackenbushStart({ edges: [[5, 6]], root: 0 })).toBe(0);
  });

  it("values by search: a stalk of n edges is n, a loop 1, two parallel edges 0", () => {
    for (let n = 0; n <= 8; n++) {
      const graph = { edges: Array.from({ length: n }, (_, i) => [i, i + 1] as const), root: 0 };
      expect(grundy(hackenbushGame(graph), hackenbushStart(graph))).toBe(n);
    }
    const loop = { edges: [[0, 0]] as const, root: 0 };
    expect(grundy(hackenbushGame(loop), hackenbushStart(loop))).toBe(1);
    const pair = { edges: [[0, 1], [1, 0]] as const, root: 0 };
    expect(grundy(hackenbushGame(pair), hackenbushStart(pair))).toBe(0);
  });

  it("refuses a picture of more than 30 edges (the state is a 32-bit mask)", () => {
    const edges = Array.from({ length: 31 }, (_, i) => [0, i + 1] as const);
    expect(() => hackenbushGame({ edges, root: 0 })).toThrow(/at most 30 edges/);
  });
});
