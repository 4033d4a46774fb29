// globals.css holds the dark palette twice: under prefers-color-scheme (the system's choice) and
// under [data-theme="dark"] (the reader's own), since plain CSS cannot share one block between a
// media query and a selector. The two must stay equal, and both must set every colour the light
// palette sets (a colour left out would keep its light value in the dark theme).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const css = readFileSync(path.resolve(import.meta.dirname, "..", "..", "app", "globals.css"), "utf8");

/** The custom properties declared in the first block that follows `opening`, in order. */
function declarations(opening: string): [string, string][] {
  const at = css.indexOf(opening);
  expect(at, `globals.css has "${opening}"`).toBeGreaterThanOrEqual(0);
  const body = css.slice(at + opening.length, css.indexOf("}", at));
  return [...body.matchAll(/(--[\w-]+|color-scheme)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]);
}

describe("the dark palette", () => {
  const system = declarations(':root:not([data-theme="light"]) {');
  const chosen = declarations(':root[data-theme="dark"] {');

  it("is the same for the system's preference and for a reader's choice", () => {
    expect(system.length).toBeGreaterThan(10);
    expect(chosen).toEqual(system);
  });

  it("sets every colour the light palette sets, except the header's text colours, which stay light on its dark bar", () => {
    const light = declarations(":root {").map(([name]) => name).filter((name) => name !== "--mono" && name !== "--sans");
    const dark = new Set(chosen.map(([name]) => name));
    expect(light.filter((name) => !dark.has(name))).toEqual(["--header-text", "--header-link", "--header-chip", "--header-chip-text"]);
  });
});
