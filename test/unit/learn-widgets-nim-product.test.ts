// The nim-multiplication table widget: its products (from the mex definition) against lib/game's
// fast nimMul and against the light switching game searched by the rules (one light at (a, b)
// in 2-D is worth a ⊗ b), its sums against xor, and its directive's arguments and refusals.
import { describe, expect, it } from "vitest";
import { grundy, lightSwitchingGame, nimMul } from "../../lib/game";
import { formatDirective } from "../../lib/learn/widgets/directive";
import { LIMITS } from "../../lib/learn/widgets/limits";
import { nimProductTable } from "../../lib/learn/widgets/nim-product-table";
import { spec, refusal } from "./widget-directive-helpers";

describe("nimProductTable", () => {
  it("the largest product table equals nimMul on every cell, and is square", () => {
    const { op, cells } = nimProductTable("product", LIMITS.nimTableMaxSize);
    expect(op).toBe("product");
    expect(cells).toHaveLength(LIMITS.nimTableMaxSize);
    cells.forEach((row, a) => {
      expect(row).toHaveLength(LIMITS.nimTableMaxSize);
      row.forEach((v, b) => expect(v, `${a} ⊗ ${b}`).toBe(nimMul(a, b)));
    });
  });

  it("one light at (a, b) of the 2-D light switching game, searched by the rules, is worth the cell a ⊗ b", () => {
    const { cells } = nimProductTable("product", 9);
    for (let a = 1; a < 9; a++) {
      for (let b = 1; a * b <= 16 && b < 9; b++) {
        // The light (a, b) is the highest cell of the a × b box: bit a·b - 1.
        expect(grundy(lightSwitchingGame([a, b]), 2 ** (a * b - 1)), `light at (${a}, ${b})`).toBe(cells[a]![b]);
      }
    }
  });

  it("the Fermat 2-powers: F ⊗ F = F ⊕ F/2 and x ⊗ F = x·F below F, read off the table", () => {
    const { cells } = nimProductTable("product", 17);
    for (const f of [2, 4, 16]) {
      expect(cells[f]![f]).toBe(f ^ (f / 2));
      for (let x = 0; x < f; x++) expect(cells[x]![f]).toBe(x * f);
    }
  });

  it("the sum table is the bitwise exclusive or", () => {
    const { op, cells } = nimProductTable("sum", 20);
    expect(op).toBe("sum");
    cells.forEach((row, a) => row.forEach((v, b) => expect(v).toBe(a ^ b)));
  });
});

describe("nim-product-table directive", () => {
  it("defaults to the product table of 16 × 16 and reads op= and size=", () => {
    expect(spec("nim-product-table")).toEqual({ widget: "nim-product-table", op: "product", size: 16 });
    expect(spec("nim-product-table op=sum size=8")).toEqual({ widget: "nim-product-table", op: "sum", size: 8 });
  });

  it("round-trips through its arguments", () => {
    const s = spec("nim-product-table op=sum size=12");
    expect(spec(formatDirective(s))).toEqual(s);
  });

  it("refuses a size beyond the limit or below 1, an unknown op and an unknown argument, naming the key", () => {
    expect(refusal(`nim-product-table size=${LIMITS.nimTableMaxSize + 1}`)).toContain("size");
    expect(refusal("nim-product-table size=0")).toContain("size");
    expect(refusal("nim-product-table op=times")).toContain("op");
    expect(refusal("nim-product-table rows=4")).toContain("rows");
  });
});
