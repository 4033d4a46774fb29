// A crashed program's stderr, as the student reads it: frames of main.ts at the student's own
// lines, no compiled /box/main.js, no frames of Node's internals or of the batch harness.
import { describe, expect, it } from "vitest";
import { cleanStackTrace } from "../../judge/judging/clean-stack-trace";
import { compileTypeScript } from "../../judge/judging/compile";
import {
  ASYNC_NULL,
  ASYNC_NULL_FRESH,
  THROWS,
  THROWS_FRESH,
  THROWS_IN_HARNESS,
  THROWS_STRING,
  THROWS_STRING_FRESH,
} from "../fixtures/sandbox-stack-traces";

async function sourceMapOf(source: string): Promise<string> {
  const compiled = await compileTypeScript(source);
  if (!compiled.ok) throw new Error(compiled.log);
  return compiled.sourceMap;
}

function expectNothingCompiled(text: string): void {
  expect(text).not.toContain("/box/");
  expect(text).not.toContain("main.js");
  expect(text).not.toContain("node:internal");
  expect(text).not.toContain("Node.js v");
}

describe("cleanStackTrace", () => {
  it("maps a fresh process's uncaught error to the student's lines and drops Node's frames", async () => {
    const cleaned = cleanStackTrace(THROWS_FRESH, await sourceMapOf(THROWS));
    expect(cleaned).toBe(
      [
        "main.ts:7",
        '    if (p.size < 0) throw new Error("negative pile: " + p.size);',
        "                    ^",
        "",
        "Error: negative pile: -1",
        "    at grundy (main.ts:7:27)",
        "    at Object.<anonymous> (main.ts:14:13)",
        "",
      ].join("\n"),
    );
    expectNothingCompiled(cleaned);
  });

  it("drops the batch harness's own frames", async () => {
    const cleaned = cleanStackTrace(THROWS_IN_HARNESS, await sourceMapOf(THROWS));
    expect(cleaned).toContain("Error: negative pile: -1\n    at grundy (main.ts:7:27)\n    at Object.<anonymous> (main.ts:14:13)");
    expect(cleaned).not.toContain("runTest");
    expect(cleaned).not.toContain("nextTest");
    expectNothingCompiled(cleaned);
  });

  it("maps an async function's error (types removed above it change the line numbers)", async () => {
    const cleaned = cleanStackTrace(ASYNC_NULL_FRESH, await sourceMapOf(ASYNC_NULL));
    expect(cleaned).toContain("main.ts:7\n  console.log(n + xs.length);\n                     ^");
    expect(cleaned).toContain("TypeError: Cannot read properties of null (reading 'length')\n    at main (main.ts:7:22)");
    expect(cleaned).not.toContain("processTicksAndRejections");
    expectNothingCompiled(cleaned);
  });

  it("shows the student's line for a thrown non-error, where the compiled line differs", async () => {
    const cleaned = cleanStackTrace(THROWS_STRING_FRESH, await sourceMapOf(THROWS_STRING));
    expect(cleaned).toContain('main.ts:3\nthrow "plain string " + a;\n^\nplain string 1');
    expect(cleaned).not.toContain("--trace-uncaught");
    expectNothingCompiled(cleaned);
  });

  it("without a source map, names the compiled file without the sandbox's path", () => {
    const cleaned = cleanStackTrace(THROWS_FRESH);
    expect(cleaned).toContain("main.js:4\n");
    expect(cleaned).toContain("    at grundy (main.js:4:27)");
    expect(cleaned).not.toContain("/box/");
    expect(cleaned).not.toContain("node:internal");
  });

  it("keeps what the program printed itself, line for line", async () => {
    const printed = "piles read: 3\n  at most 5 moves\n\n\ndone\n";
    expect(cleanStackTrace(printed, await sourceMapOf(THROWS))).toBe(printed);
  });
});
