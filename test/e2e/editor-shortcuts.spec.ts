// The editor's keyboard shortcuts (Ctrl+' runs, Ctrl+Enter submits, both shown beside their
// buttons), what a signed-out visitor is told when they press Run, the header's "Sign in"
// returning to the page it was on, and a Runtime Error's stack trace naming the student's own
// main.ts lines in a table whose columns keep their width.
import { expect, test, type Page } from "@playwright/test";
import { CORRECT_NIM, PASSWORD, PROBLEM_PATH, freshEmail, setCode, signIn, signUp } from "./helpers";

async function focusEditor(page: Page): Promise<void> {
  await page.waitForFunction(() => window.nimbusEditor !== undefined, undefined, { timeout: 30_000 });
  await page.evaluate(() => window.nimbusEditor!.focus());
}

test("Signed out, Run explains that it needs an account, and Sign in comes back to the problem", async ({ page }) => {
  const email = freshEmail("returner");
  await signUp(page, email);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByTestId("sign-in-link")).toBeVisible();

  await page.goto(PROBLEM_PATH);
  await expect(page.getByText("Sign in to run or submit; your code stays here.")).toBeVisible();
  await setCode(page, CORRECT_NIM);
  await page.getByTestId("run").click();
  const notice = page.getByTestId("run-needs-account");
  await expect(notice).toContainText("Running needs an account.");
  // Nothing ran and the page did not move: the notice says so first.
  await expect(page).toHaveURL(new RegExp(`${PROBLEM_PATH}$`));
  await expect(page.getByTestId("run-result")).toHaveCount(0);

  // The header's link returns to this page after signing in.
  await expect(page.getByTestId("sign-in-link")).toHaveAttribute("href", `/signin?callbackUrl=${encodeURIComponent(PROBLEM_PATH)}`);
  await page.getByTestId("sign-in-link").click();
  await page.waitForURL(/\/signin\?/);
  await signIn(page, email, PASSWORD);
  await page.waitForURL(new RegExp(`${PROBLEM_PATH}$`));
  await expect(page.getByTestId("user-email")).toHaveText(email);
});

test("Ctrl+' runs the samples and Ctrl+Enter submits, both shown beside their buttons", async ({ page }) => {
  await signUp(page, freshEmail("shortcuts"));
  await page.goto(PROBLEM_PATH);
  await expect(page.getByTestId("run-shortcut")).toHaveText("Ctrl+'");
  await expect(page.getByTestId("submit-shortcut")).toHaveText("Ctrl+Enter");
  await expect(page.getByTestId("submit")).toHaveAttribute("aria-keyshortcuts", "Control+Enter");

  await setCode(page, CORRECT_NIM);
  await focusEditor(page);
  await page.keyboard.press("Control+'");
  await expect(page.getByTestId("run-result")).toHaveAttribute("data-status", "done", { timeout: 60_000 });
  await expect(page.getByTestId("run-verdict")).toHaveText("Accepted");
  // The shortcut did not type into the program.
  expect(await page.evaluate(() => window.nimbusEditor!.getValue())).toBe(CORRECT_NIM);

  await focusEditor(page);
  await page.keyboard.press("Control+Enter");
  await page.waitForURL(/\/submissions\/\d+$/);
  await expect(page.getByTestId("verdict")).toHaveText("Accepted", { timeout: 60_000 });
  // Monaco's own Ctrl+Enter (insert a line below) did not run too: the kept copy is unchanged.
  const kept = await page.evaluate((key) => window.localStorage.getItem(key), `nimbus:code:${PROBLEM_PATH.split("/").pop()}`);
  expect(kept).toBe(CORRECT_NIM);
});

// Line 7 of this program throws; the compiled JavaScript has the interface and the type removed,
// so its line numbers differ from the student's.
const THROWS_ON_LINE_7 = `interface Pile {
  size: number;
}
type Piles = Pile[];

function check(piles: Piles): void {
  for (const pile of piles) if (pile.size < 0) throw new Error("negative pile " + "x".repeat(300));
}
check([{ size: 1 }, { size: -1 }]);
`;

test("A Runtime Error shows the student's own lines, in a message that does not squeeze the table", async ({ page }) => {
  await signUp(page, freshEmail("crasher"));
  await page.goto(PROBLEM_PATH);
  await setCode(page, THROWS_ON_LINE_7);
  await page.getByTestId("submit").click();
  await page.waitForURL(/\/submissions\/\d+$/);
  await expect(page.getByTestId("verdict")).toHaveText("Runtime Error", { timeout: 60_000 });

  const row = page.getByTestId("test-row").first();
  const message = row.getByTestId("test-message");
  await expect(message).toContainText("main.ts:7:");
  await expect(message).toContainText("at check (main.ts:7:");
  await expect(message).not.toContainText("/box/");
  await expect(message).not.toContainText("node:internal");

  // The long message wraps in its own column: the table fits its container and the verdict
  // column keeps room for its badge.
  const fits = await page.getByRole("table").first().evaluate((table) => table.scrollWidth <= table.parentElement!.clientWidth);
  expect(fits).toBe(true);
  const verdictCell = row.getByTestId("test-verdict");
  const [cellWidth, badgeWidth] = await verdictCell.evaluate((cell) => [cell.clientWidth, (cell.firstElementChild as HTMLElement).scrollWidth]);
  expect(cellWidth).toBeGreaterThanOrEqual(badgeWidth!);
});

test("Tab indents in the editor until Ctrl+M, then moves on to the next control (the hint says so)", async ({ page }) => {
  await page.goto(PROBLEM_PATH);
  await expect(page.getByTestId("tab-focus-hint")).toContainText("Ctrl+M");
  await setCode(page, "");
  await focusEditor(page);
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => window.nimbusEditor!.getValue())).toBe("  ");
  const inEditor = () => page.evaluate(() => document.querySelector("[data-testid=code-editor]")!.contains(document.activeElement));
  expect(await inEditor()).toBe(true);
  await page.keyboard.press("Control+M");
  await page.keyboard.press("Tab");
  expect(await inEditor()).toBe(false);
  expect(await page.evaluate(() => window.nimbusEditor!.getValue())).toBe("  ");
});
