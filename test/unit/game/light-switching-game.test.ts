// The light switching game of lib/game/games (POJ 3533's rules): the moves from one light, the
// cell numbering the brute force relies on, the refusals, and the Tartan theorem over every
// position of more boxes in three dimensions.
import { describe, expect, it } from "vitest";
import { grundy, lightSwitchingCells, lightSwitchingGame, lightSwitchingGrundy } from "../../../lib/game";

/** The bit of 1-based cell (x, y, z) in a box of sizes [X, Y, Z]. */
const bit = (sizes: readonly number[], [x, y, z]: readonly number[]) => ((x! - 1) * sizes[1]! + (y! - 1)) * sizes[2]! + (z! - 1);

describe("lightSwitchingGame", () => {
  it("numbers cell (x, y, z) as bit ((x-1)·Y + (y-1))·Z + (z-1)", () => {
    const sizes = [3, 2, 4];
    for (let b = 0; b < 24; b++) {
      const [cell] = lightSwitchingCells(sizes, 2 ** b);
      expect(bit(sizes, cell!)).toBe(b);
    }
  });

  it("one light at (2, 2, 2): 8 moves, one per cuboid, each switching its set of corners", () => {
    const sizes = [2, 2, 2];
    const corner = 2 ** bit(sizes, [2, 2, 2]);
    const results = [...lightSwitchingGame(sizes).moves(corner)].map((m) => lightSwitchingCells(sizes, m).map((c) => c.join("")).sort());
    expect(results).toHaveLength(8);
    // The full cube: the far corner goes off, the seven others come on.
    expect(results).toContainEqual(["111", "112", "121", "122", "211", "212", "221"]);
    // The cuboid of the point itself: the light goes off, nothing comes on.
    expect(results).toContainEqual([]);
    // A flat cuboid [1,2] × {2} × {2}: two corners.
    expect(results).toContainEqual(["122"]);
  });

  it("every move turns off its far corner, so the mask drops", () => {
    const sizes = [2, 3, 2];
    const game = lightSwitchingGame(sizes);
    for (let mask = 1; mask < 2 ** 12; mask += 37) {
      for (const next of game.moves(mask)) expect(next).toBeLessThan(mask);
    }
  });

  it("refuses boxes it cannot hold in a 31-bit mask and empty or zero sizes", () => {
    expect(() => lightSwitchingGame([4, 4, 2])).toThrow(RangeError);
    expect(() => lightSwitchingGame([])).toThrow(RangeError);
    expect(() => lightSwitchingGame([2, 0, 2])).toThrow(RangeError);
  });

  it.each([[[2, 3, 2]], [[1, 3, 5]], [[3, 1, 4]]])("every position of the box %j has the Grundy value xor of x⊗y⊗z", (sizes) => {
    const game = lightSwitchingGame(sizes);
    const memo = new Map<string | number, number>();
    const volume = sizes.reduce((v, n) => v * n, 1);
    const wrong: number[] = [];
    for (let mask = 0; mask < 2 ** volume; mask++) {
      if (grundy(game, mask, memo) !== lightSwitchingGrundy(lightSwitchingCells(sizes, mask))) wrong.push(mask);
    }
    expect(wrong).toEqual([]);
  });
});
