// npm test fails on a skipped or todo test that test/allowed-skips.mjs does not list with its
// reason (scripts/test.mjs): the names read from each runner's JSON report, and the sorting.
import { describe, expect, it } from "vitest";
import { ALLOWED_SKIPS } from "../allowed-skips.mjs";
import { playwrightSkipped, sortSkips, vitestSkipped } from "../../scripts/skipped-tests.mjs";

const root = "/repo";

describe("skipped tests", () => {
  it("reads vitest's skipped, todo and runIf(false) tests, not the passed or failed ones", () => {
    const report = {
      testResults: [{
        name: "/repo/test/unit/a.test.ts",
        assertionResults: [
          { ancestorTitles: ["group"], title: "skipped one", status: "skipped" },
          { ancestorTitles: ["group"], title: "todo one", status: "todo" },
          { ancestorTitles: [], title: "pending one", status: "pending" },
          { ancestorTitles: ["group"], title: "passes", status: "passed" },
          { ancestorTitles: ["group"], title: "fails", status: "failed" },
        ],
      }],
    };
    expect(vitestSkipped(report, root)).toEqual(["test/unit/a.test.ts > group > skipped one", "test/unit/a.test.ts > group > todo one", "test/unit/a.test.ts > pending one"]);
  });

  it("reads Playwright's skipped tests with their describe blocks and project", () => {
    const spec = (title: string, status: string) => ({ title, file: "b.spec.ts", tests: [{ projectName: "chromium", status }] });
    const report = {
      config: { rootDir: "/repo/test/e2e" },
      suites: [{ title: "b.spec.ts", file: "b.spec.ts", specs: [spec("top", "skipped"), spec("runs", "expected")], suites: [{ title: "inner", file: "b.spec.ts", specs: [spec("deep", "skipped")] }] }],
    };
    expect(playwrightSkipped(report, root)).toEqual(["test/e2e/b.spec.ts > top [chromium]", "test/e2e/b.spec.ts > inner > deep [chromium]"]);
  });

  it("lets through only the skips listed with their reason", () => {
    const sorted = sortSkips(["a > listed", "a > not listed"], [{ test: "a > listed", reason: "needs cgroup v2" }]);
    expect(sorted).toEqual({ listed: [{ test: "a > listed", reason: "needs cgroup v2" }], unlisted: ["a > not listed"] });
  });

  it("every allowed skip gives its reason", () => {
    expect(ALLOWED_SKIPS.filter((entry) => entry.reason.trim() === "")).toEqual([]);
  });
});
