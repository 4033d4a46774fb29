// Problem sets edited, reordered and deleted through the studio, with an absolute share link;
// an admin's list of everyone's submissions with filters beside a student's own list; the
// header's name; and page titles in both languages.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { scanAccessibility } from "./axe";
import { freshEmail, PROBLEM_PATH, sendSignUp, signUp } from "./helpers";
import { setRole, submitOne } from "./main-pages";

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** No serious or critical axe violation, and nothing wider than the viewport. */
async function expectAccessibleAndFitting(page: Page, width: number): Promise<void> {
  await page.waitForLoadState("networkidle");
  expect((await scanAccessibility(page)).blocking, page.url()).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), page.url()).toBeLessThanOrEqual(width);
}

async function signedIn(browser: Browser, label: string, role?: "instructor" | "admin"): Promise<{ page: Page; email: string }> {
  const page = await newPage(browser);
  const email = freshEmail(label);
  await signUp(page, email);
  if (role) setRole(email, role);
  return { page, email };
}

test("a set is edited, reordered and deleted by its owner; another instructor may not", async ({ browser }) => {
  const { page: teacher } = await signedIn(browser, "edit-teacher", "instructor");
  await teacher.goto("/studio/sets/new");
  await teacher.getByTestId("set-title").fill("Week 2");
  await teacher.getByTestId("set-problem-poj-2234-matches-game").check();
  await teacher.getByTestId("set-problem-hdu-1846-brave-game").check();
  await expect(teacher.getByTestId("set-order-item")).toHaveText([/Matches Game/, /Brave Game/]);
  await teacher.getByTestId("set-create").click();
  await teacher.waitForURL(/\/studio\/sets\/week-2-[0-9a-f]{6}$/);
  const setPath = new URL(teacher.url()).pathname;

  // The share link is absolute, on the address the instructor used.
  const shareLink = (await teacher.getByTestId("share-link").getAttribute("href"))!;
  expect(shareLink).toBe(`${new URL(teacher.url()).origin}${setPath.replace("/studio", "")}`);

  // Edit: title, description, a deadline, and Brave Game moved first.
  await teacher.getByTestId("edit-link").click();
  await teacher.waitForURL(`**${setPath}/edit`);
  await teacher.getByTestId("set-title").fill("Week 2 (revised)");
  await teacher.getByTestId("set-description-input").fill("Start with the Brave Game.");
  await teacher.getByTestId("set-deadline").fill("2031-03-01T18:00");
  await teacher.getByRole("button", { name: "Move Brave Game up" }).click();
  await expect(teacher.getByTestId("set-order-item")).toHaveText([/Brave Game/, /Matches Game/]);
  await teacher.getByTestId("set-save").click();
  await expect(teacher.getByTestId("set-saved")).toBeVisible();

  // A student sees the new order, the description and the deadline with its zone.
  const { page: student } = await signedIn(browser, "edit-student");
  await student.goto(shareLink);
  await expect(student.getByRole("heading", { name: "Week 2 (revised)" })).toBeVisible();
  await expect(student.getByTestId("set-description")).toHaveText("Start with the Brave Game.");
  await expect(student.getByTestId("set-problem-row")).toHaveText([/Brave Game/, /Matches Game/]);
  await expect(student.getByTestId("set-deadline")).toContainText(/Deadline: .*2031.*(UTC|GMT)/);

  // Another instructor may neither edit nor open the table.
  const { page: other } = await signedIn(browser, "edit-other", "instructor");
  expect((await other.goto(`${setPath}/edit`))?.status()).toBe(403);
  expect((await other.goto(setPath))?.status()).toBe(403);

  // Delete asks first; Cancel keeps the set, Yes removes it.
  await teacher.goto(`${setPath}/edit`);
  await teacher.getByTestId("set-delete").click();
  await expect(teacher.getByTestId("set-delete-confirm")).toContainText("Delete “Week 2 (revised)”?");
  await teacher.getByTestId("set-delete-no").click();
  await expect(teacher.getByTestId("set-delete-confirm")).toHaveCount(0);
  await teacher.getByTestId("set-delete").click();
  await teacher.getByTestId("set-delete-yes").click();
  await teacher.waitForURL(/\/studio\/sets$/);
  await expect(teacher.locator(`[data-set="${setPath.split("/").pop()}"]`)).toHaveCount(0);
  expect((await student.goto(shareLink))?.status()).toBe(404);
});

test("an admin lists and filters everyone's submissions; a student sees only their own", async ({ browser }) => {
  const { page: student, email: studentEmail } = await signedIn(browser, "list-student");
  await submitOne(student);
  const { page: admin, email: adminEmail } = await signedIn(browser, "list-admin", "admin");

  await admin.goto(`/submissions?user=${encodeURIComponent(studentEmail)}`);
  await expect(admin.getByRole("heading", { name: "All submissions" })).toBeVisible();
  await expect(admin).toHaveTitle("All submissions · Nimbus");
  await expect(admin.getByTestId("submission-row")).toHaveCount(1);
  await expect(admin.getByTestId("submission-user")).toHaveText(studentEmail);
  // The form keeps the filter and adds the verdict.
  await expect(admin.getByTestId("filter-user")).toHaveValue(studentEmail);
  await admin.getByTestId("filter-verdict").selectOption("WA");
  await admin.getByTestId("filter-apply").click();
  await expect(admin.getByTestId("no-submissions")).toHaveText("No submission matches.");
  await admin.getByTestId("filter-verdict").selectOption("AC");
  await admin.getByTestId("filter-problem").selectOption("poj-2234-matches-game");
  await admin.getByTestId("filter-apply").click();
  await expect(admin.getByTestId("submission-row")).toHaveCount(1);

  // The student's list: their own submission, no user filter, whatever the address asks for.
  await student.goto(`/submissions?user=${encodeURIComponent(adminEmail)}`);
  await expect(student.getByRole("heading", { name: "My submissions" })).toBeVisible();
  await expect(student.getByTestId("filter-user")).toHaveCount(0);
  await expect(student.getByTestId("submission-row")).toHaveCount(1);
  await expect(student.getByTestId("submission-row")).toHaveAttribute("data-user", studentEmail);
});

test("the header shows the name a user gave, else the e-mail", async ({ page }) => {
  const email = freshEmail("named");
  await page.goto("/signup");
  await sendSignUp(page, email, { name: "Ada Lovelace" });
  await expect(page.getByTestId("user-name")).toHaveText("Ada Lovelace");
  await expect(page.getByTestId("user-name")).toHaveAttribute("title", email);
  await expect(page.getByTestId("user-email")).toHaveCount(0);
});

test("page titles name the page, in English and in Chinese", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Problems · Nimbus");
  await page.goto(PROBLEM_PATH);
  await expect(page).toHaveTitle("Matches Game · Nimbus");
  await page.goto("/lab");
  await expect(page).toHaveTitle("Game lab · Nimbus");
  await page.goto(`${PROBLEM_PATH}/play`);
  await expect(page).toHaveTitle("Play · Matches Game · Nimbus");

  await page.goto("/?lang=zh");
  await expect(page).toHaveTitle("题目 · Nimbus");
  await page.goto("/lab");
  await expect(page).toHaveTitle("博弈实验室 · Nimbus");
  await page.goto("/signin");
  await expect(page).toHaveTitle("登录 · Nimbus");
  await page.goto("/?lang=en");
  await expect(page).toHaveTitle("Problems · Nimbus");
});

test("the set's pages in Chinese on a phone: translated, accessible, no sideways scroll", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const teacher = await context.newPage();
  const email = freshEmail("zh-teacher");
  await signUp(teacher, email);
  setRole(email, "instructor");
  await teacher.goto("/studio/sets/new?lang=zh");
  await expect(teacher.getByRole("heading", { name: "新建题目集" })).toBeVisible();
  await expectAccessibleAndFitting(teacher, 390);
  await teacher.getByTestId("set-title").fill("第一周：尼姆博弈");
  await teacher.getByTestId("set-problem-poj-2234-matches-game").check();
  await teacher.getByTestId("set-deadline").fill("2031-03-01T18:00");
  await teacher.getByTestId("set-create").click();
  await teacher.waitForURL(/\/studio\/sets\/set-[0-9a-f]{6}$/);
  await expect(teacher).toHaveTitle("第一周：尼姆博弈 · 题目集 · Nimbus");
  await expect(teacher.getByTestId("share-copy")).toHaveText("复制链接");
  await expect(teacher.getByTestId("set-deadline-line")).toContainText(/截止时间：2031年3月.*(UTC|GMT)/);
  await expect(teacher.getByTestId("progress-table")).toContainText("还没有学生加入");
  await expect(teacher.getByTestId("invite-submit")).toHaveText("邀请");
  await expectAccessibleAndFitting(teacher, 390);
  const shareLink = (await teacher.getByTestId("share-link").getAttribute("href"))!;

  await teacher.getByTestId("edit-link").click();
  await expect(teacher.getByRole("heading", { name: "编辑 第一周：尼姆博弈" })).toBeVisible();
  await expectAccessibleAndFitting(teacher, 390);

  await teacher.goto(shareLink);
  await expect(teacher.getByRole("columnheader", { name: "我的状态" })).toBeVisible();
  await expect(teacher.getByTestId("set-deadline")).toContainText("截止时间：");
  await expectAccessibleAndFitting(teacher, 390);
  await teacher.goto("/?lang=en");
});
