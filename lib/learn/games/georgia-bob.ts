// POJ 1704 Georgia and Bob: chessmen on a 1 x M strip slide left onto empty cells, never jumping.
// Staircase Nim in disguise: pair the men from the right; the gaps inside the pairs are Nim heaps.
import { georgiaBobGame, georgiaBobStaircase, isStaircaseP, staircaseWinningMoves, type ImpartialGame } from "../../game";
import type { LearnGame, LearnParamValues } from "../learn-game";
import { learnText } from "../learn-text";

/** The occupied cells (1 = the leftmost cell of the strip), ascending. */
type Cells = number[];

const stripLength = (params: LearnParamValues) => Number(params.length ?? 12);
const chessmen = (params: LearnParamValues) => Number(params.chessmen ?? 4);

/** The pairs from the right, (p[N-2], p[N-1]), (p[N-4], p[N-3])..., the wall (cell 0) for odd N. */
function pairsFromTheRight(cells: readonly number[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = cells.length - 1; i >= 0; i -= 2) pairs.push([i > 0 ? cells[i - 1]! : 0, cells[i]!]);
  return pairs;
}

/** Every `count`-subset of the cells 1..length, ascending, as sorted arrays. */
function subsets(length: number, count: number): Cells[] {
  const out: Cells[] = [];
  const walk = (prefix: Cells, from: number) => {
    if (prefix.length === count) return void out.push(prefix);
    for (let c = from; c <= length - (count - prefix.length) + 1; c++) walk([...prefix, c], c + 1);
  };
  walk([], 1);
  return out;
}

const totalGaps = (cells: readonly number[]) => cells[cells.length - 1]! - cells.length;

export const georgiaBob: LearnGame<Cells> = {
  id: "georgia-bob",
  title: "Georgia and Bob",
  board: "strip",
  params: [
    { name: "length", label: "Strip length (for play)", kind: "int", min: 3, max: 20, default: 12 },
    { name: "chessmen", label: "Number of chessmen", kind: "int", min: 1, max: 6, default: 4 },
  ],
  rules: () => georgiaBobGame as ImpartialGame<Cells>,
  isP: (cells) => isStaircaseP(georgiaBobStaircase(cells)),
  winningMove(cells) {
    const steps = georgiaBobStaircase(cells);
    // Step j is the gap left of the j-th man from the right; odd steps are the gaps inside the
    // pairs. Bouton always finds an odd step to lower (the gap holding X's highest bit).
    const move = staircaseWinningMoves(steps).find((m) => m.step % 2 === 1);
    if (!move) return null;
    const pairs = pairsFromTheRight(cells);
    const gaps = pairs.map(([l, r]) => r - l - 1);
    const x = gaps.reduce((s, g) => s ^ g, 0);
    const man = cells.length - move.step; // index of the man that moves (the right one of its pair)
    const from = cells[man]!;
    const to = cells.slice();
    to[man] = from - move.coins;
    const gap = steps[move.step]!;
    // Cell 0 is the wall: a lone leftmost man pairs with it (the catalog's sentence says so).
    const pairText = pairs.map(([l, r]) => `(${l}, ${r})`).join(", ");
    return {
      to,
      explanation: learnText("georgiaBobWinning", {
        pairs: pairText,
        gaps: gaps.join(", "),
        terms: gaps.join(" ⊕ "),
        sum: x,
        from,
        to: to[man]!,
        gap,
        newGap: gap ^ x,
      }),
    };
  },
  show: (cells) => `{${cells.join(", ")}}`,
  positions(bound, params) {
    // Every placement of the chessmen on a strip of `bound` cells (moves only go left, so it is closed).
    const count = Math.min(chessmen(params), bound);
    return subsets(bound, count).sort((a, b) => totalGaps(a) - totalGaps(b));
  },
  maxBound: 16,
  defaultBound: 10,
  predicate: {
    isP: "function isP(positions: number[]): boolean",
    grundy: "function grundy(positions: number[]): number",
    args: (cells) => [cells.slice()],
  },
  startPosition(params, random) {
    const length = stripLength(params);
    const count = Math.min(chessmen(params), length);
    // A uniform random `count`-subset of 1..length: partial Fisher-Yates over the cells.
    const cells = Array.from({ length }, (_, i) => i + 1);
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(random() * (length - i));
      [cells[i], cells[j]] = [cells[j]!, cells[i]!];
    }
    return cells.slice(0, count).sort((a, b) => a - b);
  },
};
