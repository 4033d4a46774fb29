// Widget 5: the nim-multiplication table a ⊗ b (or the nim-addition table a ⊕ b) for small a, b.
// The products are filled from Conway's definition a ⊗ b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a,
// b' < b}, which is the Grundy value of one coin in the product of two 1-D coin-turning games
// (the Tartan theorem); the fast recursion of lib/game (nimMul) is not used, so the table shows
// the definition at work, and the tests compare the two.
import { mex } from "../../game";
import { LIMITS } from "./limits";
import { defineWidget } from "./widget-definition";

export const NIM_TABLE_OPS = ["product", "sum"] as const;
export type NimTableOp = (typeof NIM_TABLE_OPS)[number];

export interface NimProductTable {
  op: NimTableOp;
  /** cells[a][b] = a ⊗ b (or a ⊕ b), a, b = 0..size-1. */
  cells: number[][];
}

/** a ⊗ b for a, b < size by the mex definition, row by row (each cell needs only smaller ones). */
function productsByDefinition(size: number): number[][] {
  const t: number[][] = [];
  for (let a = 0; a < size; a++) {
    const row: number[] = [];
    t.push(row);
    for (let b = 0; b < size; b++) {
      const options: number[] = [];
      for (let x = 0; x < a; x++) for (let y = 0; y < b; y++) options.push(t[x]![b]! ^ row[y]! ^ t[x]![y]!);
      row.push(mex(options));
    }
  }
  return t;
}

export function nimProductTable(op: NimTableOp, size: number): NimProductTable {
  const cells = op === "product" ? productsByDefinition(size) : Array.from({ length: size }, (_, a) => Array.from({ length: size }, (_, b) => a ^ b));
  return { op, cells };
}

export const nimProductTableWidget = defineWidget({
  read(args) {
    const op = args.has("op") ? args.choice("op", NIM_TABLE_OPS) : "product";
    return { op, size: args.int("size", { min: 1, max: LIMITS.nimTableMaxSize, fallback: 16 }) };
  },
  args: (p) => ({ op: p.op, size: String(p.size) }),
  compute: (p) => nimProductTable(p.op, p.size),
});
