import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileTypeScript } from "../../judge/judging/compile";

describe("compileTypeScript", () => {
  it("strips types and emits CommonJS that requires node modules", async () => {
    const result = await compileTypeScript(
      'import { readFileSync } from "fs";\nconst input: string = readFileSync(0, "utf8");\nconsole.log(input.length as number);\n',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.js).toContain('require("fs")');
    expect(result.js).not.toContain(": string");
  });

  it("keeps require() programs working: the compiled program runs and echoes its input", async () => {
    const result = await compileTypeScript('const fs = require("fs");\nprocess.stdout.write(fs.readFileSync(0, "utf8"));\n');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const dir = mkdtempSync(path.join(os.tmpdir(), "nimbus-compile-"));
    try {
      const file = path.join(dir, "main.js");
      writeFileSync(file, result.js);
      expect(execFileSync(process.execPath, [file], { input: "3 4 5\n", encoding: "utf8" })).toBe("3 4 5\n");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("does not check types (the editor does)", async () => {
    const result = await compileTypeScript("const n: number = 'not a number';\nconsole.log(n);\n");
    expect(result.ok).toBe(true);
  });

  it("reports a syntax error with line, column and message", async () => {
    const result = await compileTypeScript("const a = 1;\nconst b = 2;\nconst c = a + b x;\n");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.log).toContain('main.ts:3:17: error: Expected ";" but found "x"');
    expect(result.log).toContain("const c = a + b x;");
  });

  it("reports unterminated code", async () => {
    const result = await compileTypeScript("function f() {\n  return 1;\n");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.log).toMatch(/^main\.ts:\d+:\d+: error: /);
  });
});
