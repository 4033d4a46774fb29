// The linter enforces the architecture: a forbidden import between layers and an import cycle
// are lint errors (eslint.config.js), checked here on small texts placed where they would live.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");
const eslint = new ESLint({ cwd: root });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe("the layers as lint rules", () => {
  it.each([
    ["lib/game/x.ts", `import { db } from "../db";\nexport const x = db;\n`],
    ["lib/learn/x.ts", `import { LIMITS } from "../types";\nexport const x = LIMITS;\n`],
    ["lib/x.ts", `import { LiveSubmission } from "../app/submissions/[id]/live-submission-client";\nexport const x = LiveSubmission;\n`],
    ["lib/x.ts", `import { judgeSubmission } from "../judge/judging/judge-submission";\nexport const x = judgeSubmission;\n`],
    ["judge/x.ts", `import { formatTime } from "../app/format";\nexport const x = formatTime;\n`],
    ["problems/poj-2234-matches-game/x.ts", `import { db } from "../../lib/db";\nexport const x = db;\n`],
  ])("%s may not import that", async (file, code) => {
    expect(await ruleIds(file, code)).toContain("import-x/no-restricted-paths");
  }, 30_000);

  it("allows what the architecture allows", async () => {
    expect(await ruleIds("lib/learn/x.ts", `import { mex } from "../game/mex";\nexport const x = mex;\n`)).toEqual([]);
    expect(await ruleIds("judge/x.ts", `import { LIMITS } from "../lib/types";\nexport const x = LIMITS;\n`)).toEqual([]);
  }, 30_000);

  it("refuses an import cycle", async () => {
    // require-role.ts imports permissions.ts: permissions.ts importing require-role back closes a loop.
    const code = `import { requireStaff } from "./require-role";\nexport const x = requireStaff;\n`;
    expect(await ruleIds("lib/auth/permissions.ts", code)).toContain("import-x/no-cycle");
    expect(await ruleIds("lib/auth/unused-name.ts", code)).toEqual([]);
  }, 30_000);
});
