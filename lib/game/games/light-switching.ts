// POJ 3533 Light Switching Game (and HDU 3404, its 2-D version): lights in a box, a move picks
// a sub-box whose far corner is lit and toggles its corners. The closed form (the Tartan theorem,
// nim products of the coordinates) is ../theories/light-switching.ts.
import type { ImpartialGame } from "../impartial";

/**
 * The light switching game on a box of the given sizes (any dimension) over the real rules, for
 * brute force. Cells are 1-based; the state is a bitmask of lit cells (volume <= 30, so masks
 * stay below 2^31). A move picks a box [x1,x2]×[y1,y2]×... (x1 <= x2, degenerate allowed) whose
 * far corner (x2,y2,...) is lit and toggles its set of corners. Cell (c_1..c_d) is bit ((c_1-1)*n_2 + (c_2-1))*n_3 + ...,
 * so the far corner is the highest bit toggled and every move lowers the mask (no cycles).
 */
export function lightSwitchingGame(sizes: readonly number[]): ImpartialGame<number> {
  const volume = sizes.reduce((v, n) => v * n, 1);
  if (sizes.length === 0 || sizes.some((n) => !Number.isInteger(n) || n < 1) || volume > 30) {
    throw new RangeError(`need at least one axis, sizes >= 1 and volume <= 30, got (${sizes.join(" x ")})`);
  }
  const strides = sizes.map((_, i) => sizes.slice(i + 1).reduce((v, n) => v * n, 1));
  // Every move as the bitmask it toggles, grouped by the far corner's bit.
  const movesByCorner = Array.from({ length: volume }, (_, far) => {
    const coords = strides.map((s, i) => Math.floor(far / s) % sizes[i]!);
    // A move toggles the corners {x1, x2} × {y1, y2} × ... (a set: with x1 = x2 the same bit
    // comes twice, and OR-ing the bits into the mask below keeps it once).
    let boxes: number[][] = [[0]]; // per move: the bits of its corners over the axes so far
    coords.forEach((top, axis) => {
      boxes = boxes.flatMap((bits) =>
        Array.from({ length: top + 1 }, (_, low) => bits.flatMap((b) => [low, top].map((v) => b + v * strides[axis]!))),
      );
    });
    return boxes.map((bits) => bits.reduce((m, b) => m | (1 << b), 0));
  });
  return {
    *moves(mask) {
      for (const [far, toggles] of movesByCorner.entries()) {
        if ((mask & (1 << far)) === 0) continue;
        for (const toggle of toggles) yield mask ^ toggle;
      }
    },
    key: (mask) => mask,
  };
}

/** The lit cells (1-based coordinates) of a `lightSwitchingGame` state. */
export function lightSwitchingCells(sizes: readonly number[], mask: number): number[][] {
  const strides = sizes.map((_, i) => sizes.slice(i + 1).reduce((v, n) => v * n, 1));
  const cells: number[][] = [];
  // A state has no bit at or above the volume: the loop stops at its highest lit cell.
  for (let bit = 0; mask >> bit; bit++) {
    if (mask & (1 << bit)) cells.push(strides.map((s, i) => (Math.floor(bit / s) % sizes[i]!) + 1));
  }
  return cells;
}
