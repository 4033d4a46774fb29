// Bad input from the editor, as a new user would try it (issue 30): about 1 MiB of code pasted,
// then Submit and Run, gets the limit's message (it used to be the server's "Body exceeded 1 MB
// limit", the whole page replaced by an error, and a Run that said "try again"), and the page goes
// on working. A program that prints far too much on Run shows its verdict and a bounded,
// scrolling excerpt of its output with how much of how much is shown (the page grew to over
// 300,000 px), in English and in Chinese.
import { expect, test, type Page } from "@playwright/test";
import { CORRECT_NIM, PROBLEM_PATH, freshEmail, setCode, signUp } from "./helpers";

/** 1,048,576 characters of code, as pasted: a valid program followed by lines of comments. */
const ONE_MIB_PROGRAM = `console.log("x");\n${`// ${"x".repeat(60)}\n`.repeat(16_384)}`.slice(0, 1024 * 1024);

/** Prints more than the output limit (16 MiB): Output Limit Exceeded, its output cut to 64 KiB. */
const FLOOD = `const line = "1\\n".repeat(65536);\nfor (;;) process.stdout.write(line);\n`;

async function expectPageUsable(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${PROBLEM_PATH}$`));
  await expect(page.getByTestId("submit")).toBeEnabled();
  await setCode(page, CORRECT_NIM);
  await page.getByTestId("run").click();
  await expect(page.getByTestId("run-verdict")).toHaveText("Accepted", { timeout: 60_000 });
}

test("1 MiB of code: Submit and Run both give the limit's message, and the page still works", async ({ page }) => {
  await signUp(page, freshEmail("big-paste"));
  await page.goto(PROBLEM_PATH);
  await setCode(page, ONE_MIB_PROGRAM);
  expect(ONE_MIB_PROGRAM.length).toBe(1024 * 1024);

  await page.getByTestId("submit").click();
  await expect(page.getByTestId("submit-error")).toHaveText("Your code is 1024 KiB; the limit is 64 KiB. Nothing was sent: shorten it and try again.");
  await expect(page.getByTestId("submit")).toHaveText("Submit");

  await page.getByTestId("run").click();
  await expect(page.getByTestId("run-error")).toHaveText("Your code is 1024 KiB; the limit is 64 KiB. Nothing was sent: shorten it and try again.");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await expectPageUsable(page);
});

async function runFlood(page: Page): Promise<void> {
  await page.goto(PROBLEM_PATH);
  await setCode(page, FLOOD);
  await page.getByTestId("run").click();
  await expect(page.getByTestId("run-result")).toHaveAttribute("data-status", "done", { timeout: 90_000 });
  await expect(page.getByTestId("run-test").first()).toHaveAttribute("data-verdict", "OLE");
}

/** The output box is bounded and scrolls; the page stays a page long, not hundreds of thousands of pixels. */
async function expectBoundedBox(page: Page): Promise<void> {
  const box = page.getByTestId("run-output").first();
  const { clientHeight, scrollHeight } = await box.evaluate((el) => ({ clientHeight: el.clientHeight, scrollHeight: el.scrollHeight }));
  expect(clientHeight).toBeLessThanOrEqual(600);
  expect(scrollHeight).toBeGreaterThan(10 * clientHeight); // 64 KiB of lines: it scrolls
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(pageHeight).toBeLessThan(10_000);
}

test("a program that floods its output: Output Limit Exceeded, a bounded box and the size shown", async ({ page }) => {
  await signUp(page, freshEmail("flood"));
  await runFlood(page);
  await expect(page.getByTestId("run-verdict")).toHaveText("Output Limit Exceeded");
  await expectBoundedBox(page);
  await expect(page.getByTestId("run-output-cut").first()).toHaveText(/^Showing the first 64 KiB of 16\.\d MiB; the rest was not kept\.$/);
});

test("in Chinese: the limit's message and the cut output's size", async ({ page }) => {
  await signUp(page, freshEmail("flood-zh"));
  await page.goto(`${PROBLEM_PATH}?lang=zh`);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await setCode(page, ONE_MIB_PROGRAM);
  await page.getByTestId("submit").click();
  await expect(page.getByTestId("submit-error")).toHaveText("你的代码有 1024 KiB，上限是 64 KiB。代码没有发送：请缩短后重试。");
  await runFlood(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expectBoundedBox(page);
  await expect(page.getByTestId("run-output-cut").first()).toHaveText(/^只显示前 64 KiB，共 16\.\d MiB；其余部分没有保存。$/);
});
