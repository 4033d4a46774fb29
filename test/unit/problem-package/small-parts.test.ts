// The package's small parts: the content hash, generated invalid inputs, the metadata's rules that
// are not plain field types, and the editorial widgets check.
import { describe, expect, it } from "vitest";
import { packageContentHash } from "../../../lib/problem-package/content-hash";
import { editorialWidgetProblems, formatEditorialWidgetProblems } from "../../../lib/problem-package/editorial-widgets";
import { expandGeneratedInput } from "../../../lib/problem-package/generated-input";
import { problemMetadataSchema } from "../../../lib/problem-package/metadata";
import { MINIMAL_DEFINITION } from "../../helpers/minimal-package";

describe("packageContentHash", () => {
  it("is sha256 in hex", () => {
    expect(packageContentHash({ a: "b" })).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps a file's path apart from its text", () => {
    expect(packageContentHash({ a: "bc" })).not.toBe(packageContentHash({ ab: "c" }));
  });

  it("keeps one file's text apart from the next file", () => {
    // Without a separator after each text, both would hash "a\0bc\0d".
    expect(packageContentHash({ a: "b", c: "d" })).not.toBe(packageContentHash({ a: "bc\0d" }));
  });
});

describe("expandGeneratedInput", () => {
  const twelve = '{"parts":[{"text":"ab"},{"repeat":"xyz","times":3},{"text":"c"}]}';

  it("counts text and repeated parts against the limit, allowing exactly the limit", () => {
    expect(expandGeneratedInput(twelve, 12)).toBe("abxyzxyzxyzc");
    expect(() => expandGeneratedInput(twelve, 11)).toThrow("expands to 12 characters, more than 11");
  });

  it("says which rule of the description is broken", () => {
    expect(() => expandGeneratedInput('{"parts":[]}')).toThrow(
      'is not a generated input description ({ "parts": [{ "text": ... } | { "repeat": ..., "times": n }] }): Too small: expected array to have >=1 items',
    );
  });
});

describe("the metadata's tolerance", () => {
  const meta = MINIMAL_DEFINITION;


  it("is allowed with the float checker, and optional there", () => {
    expect(problemMetadataSchema.safeParse({ ...meta, checker: "float", tolerance: { absolute: 0.01 } }).success).toBe(true);
    expect(problemMetadataSchema.safeParse({ ...meta, checker: "float" }).success).toBe(true);
    expect(problemMetadataSchema.safeParse({ ...meta, checker: "tokens" }).success).toBe(true);
  });

  it("is refused with any other checker, on the tolerance field", () => {
    const parsed = problemMetadataSchema.safeParse({ ...meta, checker: "tokens", tolerance: { relative: 0.01 } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path, i.message])).toEqual([[["tolerance"], 'a tolerance is only for checker "float"']]);
  });
});

describe("editorialWidgetProblems", () => {
  it("passes text, other code blocks and widgets that compute", () => {
    const md = ["Text.", "```ts", "const x = 1;", "```", "```widget", "pn-grid game=nim rows=4 cols=4", "```"].join("\n");
    expect(editorialWidgetProblems(md)).toEqual([]);
  });

  it("names the line, the directive and the reason of a widget that does not parse or does not compute", () => {
    const md = ["Text.", "```widget", "pn-strip game=bash m=0", "```", "```widget", "nim-sum-table game=new-stone positions=6,6,6,6", "```"].join("\n");
    const problems = editorialWidgetProblems(md);
    expect(problems).toEqual([
      { line: 2, directive: "pn-strip game=bash m=0", message: "m=0: expected 1 to 100" },
      { line: 5, directive: "nim-sum-table game=new-stone positions=6,6,6,6", message: "(6, 6, 6, 6) is too large to search by the rules here: use smaller positions" },
    ]);
    expect(formatEditorialWidgetProblems(problems)).toBe(
      'line 2: widget "pn-strip game=bash m=0": m=0: expected 1 to 100; line 5: widget "nim-sum-table game=new-stone positions=6,6,6,6": (6, 6, 6, 6) is too large to search by the rules here: use smaller positions',
    );
  });
});
