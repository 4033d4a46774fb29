// Hidden tests stay hidden, seen through the browser: a student passes the sample of POJ 2234
// and then, on the first hidden test, prints the input to stderr and crashes, or prints it as a
// wrong answer. The submission page (its HTML as served, the page after live updates) and the
// event stream show the verdict and the time and memory rounded up (≤), never the exit code, the
// program's stderr or output, and none of the problem's hidden inputs or answers (read from the
// app's database).
// The programs build their marker at run time ("LE" + "AK"), so the page's copy of the source
// cannot contain it.
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import { CORRECT_NIM, PROBLEM_PATH, freshEmail, setCode, signUp, submitAndOpenResult } from "./helpers";

const dataDir = process.env.E2E_DATA_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "test-results", "e2e-data");

/** The hidden tests' inputs and answers of a problem, straight from the app's database. */
function hiddenTestData(slug: string): string[] {
  const db = new Database(path.join(dataDir, "nimbus.db"), { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(`SELECT t.input, t.expectedOutput FROM TestCase t JOIN Problem p ON p.id = t.problemId WHERE p.slug = ? AND t.isSample = 0`)
      .all(slug) as { input: string; expectedOutput: string }[];
    // Short texts ("Yes", "2 1 1") could appear on any page by chance; the long ones cannot.
    return rows.flatMap((r) => [r.input.trim(), r.expectedOutput.trim()]).filter((text) => text.length >= 12);
  } finally {
    db.close();
  }
}

/** Solves the sample like a correct program, and on any other input does `attack`. */
function sampleThen(sampleInput: string, attack: string): string {
  const solve = CORRECT_NIM.replace(`import { readFileSync } from "fs";`, "").replace(`readFileSync(0, "utf8")`, "input");
  return `import { readFileSync } from "fs";
const input = readFileSync(0, "utf8");
if (input.trim() !== ${JSON.stringify(sampleInput.trim())}) { ${attack} }
${solve}`;
}

async function expectNothingHidden(page: Page, hidden: string[], markers: string[]) {
  const id = /\/submissions\/(\d+)$/.exec(page.url())![1];
  const texts = {
    "the page": await page.content(),
    "the served HTML": await (await page.request.get(`/submissions/${id}`)).text(),
    "the event stream": await (await page.request.get(`/api/submissions/${id}/events`)).text(),
  };
  expect(texts["the event stream"]).toContain('"status":"done"');
  for (const [where, text] of Object.entries(texts)) {
    for (const marker of markers) expect(text.includes(marker), `${where} shows the program's "${marker}"`).toBe(false);
    for (const data of hidden) expect(text.includes(data), `${where} shows hidden test data ${JSON.stringify(data.slice(0, 40))}`).toBe(false);
  }
}

test("a student who fails a hidden test sees its verdict, never its data", async ({ page }) => {
  const slug = PROBLEM_PATH.split("/").pop()!;
  const hidden = hiddenTestData(slug);
  expect(hidden.length).toBeGreaterThan(0);
  await signUp(page, freshEmail("prober"));
  await page.goto(PROBLEM_PATH);
  const sampleInput = await page.getByTestId("sample").first().locator("pre").first().innerText();

  await setCode(page, sampleThen(sampleInput, `console.error("LE" + "AK[" + input + "]"); process.exit(1);`));
  await submitAndOpenResult(page);
  await expect(page.getByTestId("verdict")).toHaveText("Runtime Error", { timeout: 90_000 });
  const failed = page.getByTestId("test-row").filter({ has: page.getByTestId("test-verdict").getByText("Runtime Error") });
  await expect(failed).toHaveCount(1);
  await expect(failed.getByTestId("test-message")).toHaveText("Runtime Error (the exit code is shown on samples only)");
  await expect(failed.getByTestId("test-time")).toHaveText(/^≤ \d+ ms$/);
  await expect(failed.getByTestId("test-memory")).toHaveText(/^≤ [\d.]+ MiB$/);
  await expect(failed.getByTestId("test-message")).toHaveAttribute("data-hidden", "true");
  await expect(page.getByTestId("hidden-tests-note")).toBeVisible();
  await expectNothingHidden(page, hidden, ["LEAK[", "exit code 1"]);

  await page.goto(PROBLEM_PATH);
  await setCode(page, sampleThen(sampleInput, `console.log("LE" + "AK-" + input.trim().replace(/\\s+/g, "_")); process.exit(0);`));
  await submitAndOpenResult(page);
  await expect(page.getByTestId("verdict")).toHaveText("Wrong Answer", { timeout: 90_000 });
  const wrong = page.getByTestId("test-row").filter({ has: page.getByTestId("test-verdict").getByText("Wrong Answer") });
  await expect(wrong.getByTestId("test-message")).toHaveText("Wrong Answer");
  await expectNothingHidden(page, hidden, ["LEAK-"]);
});
