// The editorial widgets check when a widget's computation throws something that is not an Error
// (a library may throw a string): the problem is still reported, in that value's words. The
// widgets' computation is replaced for this file only.
import { describe, expect, it, vi } from "vitest";
import { editorialWidgetProblems } from "../../../lib/problem-package/editorial-widgets";

vi.mock("../../../lib/learn/widgets", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/learn/widgets")>()),
  computeWidget: () => {
    throw "no data for this widget";
  },
}));

describe("editorialWidgetProblems", () => {
  it("reports a thrown value that is not an Error as its text", () => {
    expect(editorialWidgetProblems("```widget\npn-grid game=nim rows=4 cols=4\n```\n")).toEqual([
      { line: 1, directive: "pn-grid game=nim rows=4 cols=4", message: "no data for this widget" },
    ]);
  });
});
