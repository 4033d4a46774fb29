// The studio from start to finish: the admin promotes an instructor, who creates a subtraction
// game problem (take 1, 3 or 4) in the studio editor, checks it (every part of the package in
// the sandbox, progress streamed live), publishes it, and a student solves it; then a draft
// whose reference is wrong is caught by the check, with the smallest counterexample and the
// reference's and brute force's outputs side by side.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { freshEmail, setCode, signUp, submitAndOpenResult } from "./helpers";
import { setRole } from "./main-pages";
import { makeDraftEnglishOnly } from "./studio-helpers";

/** The period of take-1-3-4: n is lost exactly when n mod 7 is 0 or 2. */
const STUDENT_SOLUTION = `import { readFileSync } from "fs";

const lines = readFileSync(0, "utf8").split("\\n").filter((l) => l.trim().length > 0);
console.log(lines.map((l) => (Number(l) % 7 === 0 || Number(l) % 7 === 2 ? "Second" : "First")).join("\\n"));
`;

/** A wrong reference: it also calls n mod 7 = 5 lost, and 5 is won (take 3, leaving 2). */
const WRONG_REFERENCE = `import { readFileSync } from "node:fs";

const out = readFileSync(0, "utf8").split("\\n").filter((l) => l.trim() !== "").map((l) => {
  const r = Number(l) % 7;
  return r === 0 || r === 2 || r === 5 ? "Second" : "First";
});
process.stdout.write(out.join("\\n") + "\\n");
`;

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The admin: the first account of a fresh database; when other specs ran first, made admin by the CLI. */
async function signUpAdmin(browser: Browser): Promise<Page> {
  const page = await newPage(browser);
  const email = freshEmail("admin");
  await signUp(page, email);
  const response = await page.goto("/studio/users");
  if (response?.status() === 403) {
    setRole(email, "admin");
    await page.goto("/studio/users");
  }
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return page;
}

async function runCheck(page: Page, slug: string, expected: "passed" | "failed"): Promise<void> {
  await page.goto(`/studio/problems/${slug}/check`);
  await page.getByTestId("check-run").click();
  // Progress lines arrive while the judge works (server-sent events), then the outcome.
  await expect(page.getByTestId("check-progress")).toContainText("building tests", { timeout: 240_000 });
  await expect(page.getByTestId("check-status")).toHaveAttribute("data-status", expected, { timeout: 300_000 });
}

test("an instructor creates, checks and publishes a problem; a student solves it; a wrong reference is caught", async ({ browser }) => {
  test.setTimeout(900_000);
  const admin = await signUpAdmin(browser);

  const instructor = await newPage(browser);
  const instructorEmail = freshEmail("instructor");
  await signUp(instructor, instructorEmail);
  expect((await instructor.goto("/studio"))?.status()).toBe(403);

  await admin.goto("/studio/users");
  await admin.getByLabel(`Role of ${instructorEmail}`).selectOption("instructor");
  await expect(admin.getByTestId("studio-role-message").first()).toBeVisible();

  // The instructor creates the problem: the new draft is the subtraction game {1, 3, 4}.
  const slug = `take-134-${Date.now()}`;
  await instructor.goto("/studio");
  await instructor.getByTestId("studio-new-slug").fill(slug);
  await instructor.getByTestId("studio-new-title").fill("Take One, Three or Four");
  await instructor.getByTestId("studio-create").click();
  await instructor.waitForURL(new RegExp(`/studio/problems/${slug}$`));
  await instructor.waitForFunction(() => window.nimbusEditors?.["solutions/accepted/reference.ts"] !== undefined, undefined, { timeout: 60_000 });
  await makeDraftEnglishOnly(instructor);

  // A draft is invisible to students.
  const student = await newPage(browser);
  await signUp(student, freshEmail("student"));
  expect((await student.goto(`/problems/${slug}`))?.status()).toBe(404);

  await runCheck(instructor, slug, "passed");
  await expect(instructor.getByTestId("check-progress")).toContainText("judging solutions/wrong_answer/even-is-lost.ts: WA (expected WA)");
  // The draft has no Chinese statement: publishing it in English only needs the box ticked.
  await expect(instructor.getByTestId("check-languages")).toHaveAttribute("data-missing", "zh");
  await expect(instructor.getByTestId("check-publish")).toBeDisabled();
  await instructor.getByTestId("check-accept-missing").check();
  await instructor.getByTestId("check-publish").click();
  await expect(instructor.getByTestId("check-message")).toContainText("Published");

  // The student solves it.
  await student.goto(`/problems/${slug}`);
  await expect(student.getByTestId("problem-title")).toHaveText("Take One, Three or Four");
  await setCode(student, STUDENT_SOLUTION);
  await submitAndOpenResult(student);
  await expect(student.getByTestId("verdict")).toHaveText("Accepted", { timeout: 120_000 });

  // A wrong reference saved in the editor is caught by the check, with its counterexample.
  await instructor.goto(`/studio/problems/${slug}`);
  await instructor.waitForFunction(() => window.nimbusEditors?.["solutions/accepted/reference.ts"] !== undefined, undefined, { timeout: 60_000 });
  await instructor.evaluate((code) => window.nimbusEditors!["solutions/accepted/reference.ts"]!.setValue(code), WRONG_REFERENCE);
  await instructor.getByTestId("studio-save").click();
  await expect(instructor.getByTestId("studio-saved")).toBeVisible();
  await runCheck(instructor, slug, "failed");
  await expect(instructor.getByTestId("check-failure-input")).toHaveText("5");
  await expect(instructor.getByTestId("check-failure-reference")).toHaveText("Second");
  await expect(instructor.getByTestId("check-failure-brute")).toHaveText("First");
  await expect(instructor.getByTestId("check-publish")).toBeDisabled();
});
