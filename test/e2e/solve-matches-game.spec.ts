// A student's whole path through the judge on POJ 2234 "Matches Game": sign up, find the
// problem, write a program in Monaco, submit, watch the per-test results arrive, get a verdict.
import { expect, test } from "@playwright/test";
import { LIMITS } from "../../lib/types";
import {
  CORRECT_NIM as CORRECT,
  PROBLEM_PATH,
  errorMarkers,
  freshEmail,
  getCode,
  setCode,
  signIn,
  signUp,
  submitAndOpenResult,
} from "./helpers";


const ALWAYS_YES = `import { readFileSync } from "fs";

const lines = readFileSync(0, "utf8").split("\\n").filter((l) => l.trim().length > 0);
console.log(lines.map(() => "Yes").join("\\n"));
`;

test("solve Matches Game: Accepted, then a wrong program gets Wrong Answer", async ({ page }) => {
  const email = freshEmail("solver");
  await signUp(page, email);

  await page.goto("/");
  const row = page.getByTestId("problem-row").filter({ hasText: "Matches Game" });
  await expect(row).toContainText("POJ 2234");
  await row.getByRole("link", { name: "Matches Game" }).click();
  await expect(page.getByTestId("problem-title")).toHaveText("Matches Game");
  await expect(page.getByTestId("sample").first()).toBeVisible();
  await expect(page.locator(".statement .katex").first()).toBeVisible();

  // The editor type-checks as the user types: a type error shows, while a correct program
  // using Node's fs shows none (the editor knows Node's declarations).
  await setCode(page, `const n: number = "x";\n`);
  await expect.poll(() => errorMarkers(page), { timeout: 30_000 }).toContain("Type 'string' is not assignable to type 'number'.");
  await setCode(page, CORRECT);
  await expect.poll(() => errorMarkers(page), { timeout: 30_000 }).toEqual([]);

  await submitAndOpenResult(page);
  await expect(page.getByTestId("problem-link")).toHaveText("Matches Game");
  await expect(page.getByTestId("source")).toContainText("x ^= t[i++]!");
  // Per-test rows appear while judging and fill in live, without a reload.
  await expect(page.getByTestId("test-row").first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("verdict")).toHaveText("Accepted", { timeout: 90_000 });
  await expect(page.getByTestId("status")).toHaveAttribute("data-status", "done");
  const rows = page.getByTestId("test-row");
  const total = await rows.count();
  expect(total).toBeGreaterThan(0);
  await expect(rows.filter({ has: page.getByTestId("test-verdict").getByText("Accepted") })).toHaveCount(total);

  // A tempting false conjecture: the first player always wins.
  await page.goto(PROBLEM_PATH);
  await setCode(page, ALWAYS_YES);
  await submitAndOpenResult(page);
  await expect(page.getByTestId("verdict")).toHaveText("Wrong Answer", { timeout: 90_000 });
  await expect(page.getByTestId("test-verdict").getByText("Wrong Answer")).toHaveCount(1);

  // History and the problem list reflect both submissions.
  await page.getByRole("link", { name: "My submissions" }).click();
  const history = page.getByTestId("submission-row");
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText("Wrong Answer");
  await expect(history.nth(1)).toContainText("Accepted");
  await page.getByRole("link", { name: "Problems" }).click();
  await expect(page.getByTestId("problem-row").filter({ hasText: "Matches Game" }).getByTestId("my-status")).toHaveText(
    "Solved",
  );
});

test("empty or oversized code is refused with a message and queues nothing", async ({ page }) => {
  await signUp(page, freshEmail("empty"));
  await page.goto(PROBLEM_PATH);

  await setCode(page, "   \n\n  ");
  await page.getByTestId("submit").click();
  await expect(page.getByTestId("submit-error")).toHaveText("Your code is empty.");

  const bytes = Math.round(70.3 * 1024);
  await setCode(page, `// ${"x".repeat(bytes - 3)}`);
  await page.getByTestId("submit").click();
  // Refused by the page before sending (the server's own check is the same measure).
  await expect(page.getByTestId("submit-error")).toHaveText(
    `Your code is 70.3 KiB; the limit is ${LIMITS.maxSourceBytes / 1024} KiB. Nothing was sent: shorten it and try again.`,
  );
  await expect(page).toHaveURL(new RegExp(`${PROBLEM_PATH}$`));

  await page.goto("/submissions");
  await expect(page.getByTestId("no-submissions")).toBeVisible();
  await expect(page.getByTestId("submission-row")).toHaveCount(0);
});

test("an unknown problem is a 404 page", async ({ page }) => {
  const response = await page.goto("/problems/nope");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("not-found")).toBeVisible();
  const submission = await page.goto("/submissions/999999");
  expect(submission?.status()).toBe(404);
});

test("sign out, then submitting signed out goes through sign-in and back with the code kept", async ({ page }) => {
  const email = freshEmail("returning");
  await signUp(page, email);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(page.getByTestId("user-email")).toHaveCount(0);

  await page.goto(PROBLEM_PATH);
  const code = `${"// kept while signing in\n"}${CORRECT}`;
  await setCode(page, code);
  await page.getByTestId("submit").click();
  await page.waitForURL(/\/signin\?callbackUrl=/);

  await signIn(page, email, "wrong password");
  await expect(page.getByTestId("auth-error")).toHaveText("Wrong e-mail or password.");
  await signIn(page, email);
  await page.waitForURL(new RegExp(`${PROBLEM_PATH}$`));
  await expect(page.getByTestId("user-email")).toHaveText(email);
  expect(await getCode(page)).toBe(code);

  await submitAndOpenResult(page);
  await expect(page.getByTestId("verdict")).toHaveText("Accepted", { timeout: 90_000 });

  // Someone else's submission does not exist for this user.
  const own = page.url();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await signUp(page, freshEmail("stranger"));
  const other = await page.goto(own);
  expect(other?.status()).toBe(404);
});
