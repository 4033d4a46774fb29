// The unit project shares one module graph per worker; test/unit-isolation.ts sends the files that
// replace shared state to the isolated project. Its rule, on files written for the test.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isolatedUnitSuites } from "../unit-isolation";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "nimbus-unit-isolation-"));
const unitDir = path.join(root, "test", "unit");
const files: Record<string, string> = {
  "pure.test.ts": `import { it } from "vitest";\nit("adds", () => {});\n`,
  "mocks.test.ts": `vi.mock("../../judge/sandbox/sandbox", () => ({}));\n`,
  "nested/spies.test.ts": `const spy = vi.spyOn(o, "f");\n`,
  "timers.test.ts": `vi.useFakeTimers({ toFake: ["setTimeout"] });\n`,
  "env.test.ts": `process.env.NIMBUS_X = "1";\n`,
  "env-index.test.ts": `process.env["NIMBUS_X"] = "1";\n`,
  "env-read.test.ts": `if (process.env.NIMBUS_X === "1") {}\nconst copy = { ...process.env };\ndelete copy.VITEST;\n`,
  "helper.ts": `vi.mock("x");\n`,
};
for (const [name, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(unitDir, name)), { recursive: true });
  fs.writeFileSync(path.join(unitDir, name), text);
}
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("isolatedUnitSuites", () => {
  it("lists the test files that mock, spy, fake timers or assign the environment, and no other file", () => {
    expect(isolatedUnitSuites(unitDir)).toEqual(
      ["env-index.test.ts", "env.test.ts", "mocks.test.ts", "nested/spies.test.ts", "timers.test.ts"].map((name) => path.join("test", "unit", name)),
    );
  });

  it("lists this repository's mocking files, such as the checker program's test, and not the pure ones", () => {
    expect(isolatedUnitSuites()).toContain(path.join("test", "unit", "checker-program.test.ts"));
    expect(isolatedUnitSuites()).not.toContain(path.join("test", "unit", "password-cost.test.ts"));
  });
});
