// The main student flow for a reader whose browser asks for Chinese: sign up, open a problem,
// run the samples, submit, read the verdict — all in Chinese; then the header's switcher turns
// the site to English and the choice outlives a reload; a `?lang=` link opens in its language;
// the problem's own statement, editorial and title are in the reader's language.
import { expect, test } from "@playwright/test";
import { CORRECT_NIM, PASSWORD, freshEmail, setCode } from "./helpers";

test.use({ locale: "zh-CN" });

test("a Chinese reader signs up, solves Matches Game in Chinese, then switches to English", async ({ page }) => {
  const email = freshEmail("zh-student");
  await page.goto("/signup");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("注册");
  await page.getByLabel("电子邮箱").fill(email);
  await page.getByLabel(/^密码/).fill(PASSWORD);
  await page.getByLabel("再次输入密码").fill(PASSWORD);
  await page.getByRole("button", { name: "注册" }).click();
  await expect(page.getByTestId("user-email")).toHaveText(email);
  // The first account of a fresh database is the admin: the role is named in Chinese either way.
  const role = await page.getByTestId("user-role").getAttribute("data-role");
  const chineseRole = { student: "学生", instructor: "教师", admin: "管理员" }[role ?? ""];
  expect(chineseRole).toBeDefined();
  await expect(page.getByTestId("user-role")).toHaveText(chineseRole!);
  await expect(page.getByRole("button", { name: "退出登录" })).toBeVisible();

  await page.getByRole("link", { name: "题目", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("题目");
  await expect(page.getByRole("columnheader", { name: "通过率" })).toBeVisible();
  // The row names the problem in Chinese: find it by its source.
  await page.getByTestId("problem-row").filter({ hasText: "POJ 2234" }).getByRole("link").click();
  await expect(page.getByTestId("tab-problem")).toHaveText("题目");
  await expect(page.getByTestId("tab-editorial")).toHaveText("题解");
  await expect(page.getByRole("heading", { name: "样例" })).toBeVisible();
  await expect(page.getByTestId("time-limit")).toContainText("时间限制");
  await expect(page.getByTestId("run")).toHaveText("运行");
  await expect(page.getByTestId("submit")).toHaveText("提交");

  await setCode(page, CORRECT_NIM);
  await page.getByTestId("run").click();
  const result = page.getByTestId("run-result");
  await expect(result).toHaveAttribute("data-status", "done", { timeout: 60_000 });
  await expect(result).toContainText("样例运行结果");
  await expect(page.getByTestId("run-stats").first()).toContainText("样例 1：答案正确");
  await expect(result.getByRole("heading", { name: "期望输出" }).first()).toBeVisible();

  await page.getByTestId("submit").click();
  await page.waitForURL(/\/submissions\/\d+$/);
  await expect(page.getByTestId("verdict")).toHaveText("答案正确", { timeout: 90_000 });
  await expect(page.getByTestId("status")).toHaveText("已完成");
  await expect(page.getByRole("heading", { name: "测试点" })).toBeVisible();
  await expect(page.getByTestId("test-verdict").first()).toHaveText("答案正确");
  // The date is in Chinese and names its zone.
  await expect(page.locator("p.muted").filter({ has: page.getByTestId("problem-link") })).toContainText(/提交于 \d{4}年\d{1,2}月\d{1,2}日.*UTC/);

  await page.getByTestId("locale-en").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByTestId("verdict")).toHaveText("Accepted");
  await expect(page.getByRole("link", { name: "My submissions" })).toBeVisible();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByTestId("verdict")).toHaveText("Accepted");
  await expect(page.getByTestId("locale-zh")).toHaveText("中文");
  await page.getByRole("link", { name: "My submissions" }).click();
  await expect(page.getByTestId("submission-row").first()).toContainText("Accepted");
});

test("a link with ?lang= opens in that language and remembers it", async ({ browser }) => {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Problems");

  await page.goto("/submissions?lang=zh");
  // Remembered, then redirected without the parameter (here on to sign in: no account).
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fsubmissions$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("登录");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("题目");
  // The switcher's choice then holds: no parameter is left in the address to override it.
  await page.getByTestId("locale-en").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Problems");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await context.close();
});

const HAN = /\p{Script=Han}/u;

test("a Chinese reader gets Matches Game's title, statement and editorial in Chinese; an English reader in English", async ({ page }) => {
  await page.goto("/");
  const row = page.getByTestId("problem-row").filter({ hasText: "POJ 2234" });
  await expect(row.getByRole("link")).toHaveText(HAN);
  await row.getByRole("link").click();
  await expect(page.getByTestId("problem-title")).toHaveText(HAN);
  await expect(page.getByTestId("problem-title")).not.toHaveAttribute("lang", /.*/);
  // Written in Chinese: no notice, and the statement keeps the limits and output words of the English.
  await expect(page.getByTestId("language-notice")).toHaveCount(0);
  const statement = page.getByTestId("statement");
  await expect(statement.getByRole("heading", { name: "输入" })).toBeVisible();
  await expect(statement.getByRole("heading", { name: "输出" })).toBeVisible();
  await expect(statement).toContainText("先手");
  await expect(statement.locator("code").filter({ hasText: /^Yes$/ })).toHaveCount(1);
  await expect(page).toHaveTitle(/\p{Script=Han}.* · Nimbus$/u);

  await page.goto("/problems/poj-2234-matches-game/editorial?reveal=1");
  await expect(page.getByTestId("editorial-title")).toHaveText(/^题解：\p{Script=Han}/u);
  await expect(page.getByTestId("language-notice")).toHaveCount(0);
  await expect(page.locator("article")).toContainText("P 态");

  await page.goto("/problems/poj-2234-matches-game?lang=en");
  await expect(page.getByTestId("problem-title")).toHaveText("Matches Game");
  await expect(page.getByTestId("statement").getByRole("heading", { name: "Input" })).toBeVisible();
  await expect(page.getByTestId("language-notice")).toHaveCount(0);
});
