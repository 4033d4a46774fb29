// The learning path end to end: a visitor sees the steps without statuses; a student solves POJ
// 2234 and /learn shows the steps in the theory's order with it "solved" and another problem "not
// started"; the problem list's filter (GET form, invalid values, an empty result); the problem
// page's step and next problem; an instructor makes a problem set from a step in one click.
import { expect, test, type Page } from "@playwright/test";
import { scanAccessibility } from "./axe";
import { CORRECT_NIM, freshEmail, PROBLEM_PATH, setCode, signUp, submitAndOpenResult } from "./helpers";
import { setRole } from "./main-pages";

const STEPS = ["pn-positions", "bash-subtraction", "nim", "wythoff", "staircase", "grundy", "sums", "misere", "advanced"];
const MATCHES = "poj-2234-matches-game";

/** axe's serious and critical findings on the page as it is (the lesser ones are printed). */
async function axeBlocking(page: Page): Promise<string[]> {
  const { blocking, lesser } = await scanAccessibility(page);
  if (lesser.length > 0) console.log(`axe, ${page.url()}:\n  ${lesser.join("\n  ")}`);
  return blocking;
}

const step = (page: Page, concept: string) => page.locator(`[data-testid=path-step][data-concept="${concept}"]`);
const pathProblem = (page: Page, slug: string) => page.locator(`[data-testid=path-problem][data-slug="${slug}"]`);

test("a student's learning path: status per problem, the filtered list, the problem page's step and next problem", async ({ page }, testInfo) => {
  // A visitor: the same steps, no statuses, a sign-in link.
  await page.goto("/learn?lang=en");
  await expect(page.getByTestId("path-visitor-note").getByRole("link", { name: "Sign in" })).toBeVisible();
  expect(await page.getByTestId("path-step").evaluateAll((items) => items.map((i) => i.getAttribute("data-concept")))).toEqual(STEPS);
  await expect(page.getByTestId("path-status")).toHaveCount(0);
  await expect(page.getByTestId("create-step-set")).toHaveCount(0);

  const email = freshEmail("path");
  await signUp(page, email);
  // The first account of a fresh database is an admin: this one is a student whatever ran before.
  setRole(email, "student");
  await page.goto(PROBLEM_PATH);
  await setCode(page, CORRECT_NIM);
  await submitAndOpenResult(page);
  await expect(page.getByTestId("verdict")).toHaveText("Accepted", { timeout: 90_000 });

  await page.goto("/learn");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Learning path");
  await expect(page.getByTestId("create-step-set")).toHaveCount(0);
  expect(await page.getByTestId("path-step").evaluateAll((items) => items.map((i) => i.getAttribute("data-concept")))).toEqual(STEPS);
  const nim = step(page, "nim");
  await expect(nim.getByRole("heading", { level: 2 })).toHaveText("Step 3: Nim and Bouton's theorem");
  await expect(pathProblem(page, MATCHES).getByTestId("path-status")).toHaveText("solved");
  await expect(pathProblem(page, "poj-2975-nim").getByTestId("path-status")).toHaveText("not started");
  await expect(nim.getByTestId("step-progress")).toHaveText(/^1 of \d+ solved$/);
  await expect(nim.getByTestId("path-alias")).toHaveText("MIPT 100 (Nim) is the same problem as POJ 2234.");
  await expect(nim.getByTestId("path-alias").getByRole("link")).toHaveAttribute("href", `/problems/${MATCHES}`);
  await expect(step(page, "grundy").getByTestId("step-lab")).toHaveAttribute("href", /^\/lab\?g=/);
  await expect(pathProblem(page, MATCHES).getByRole("link", { name: /^Play/ })).toHaveAttribute("href", `/problems/${MATCHES}/play`);
  // The next problem to try after Matches Game: the first one after it on the page not solved.
  const slugs = await page.getByTestId("path-problem").evaluateAll((items) => items.map((i) => i.getAttribute("data-slug")!));
  const next = slugs[slugs.indexOf(MATCHES) + 1]!;

  // A phone's width, in Chinese: looked at, attached to the report.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/learn?lang=zh");
  await expect(step(page, "nim").getByRole("heading", { level: 2 })).toContainText("第 3 步：尼姆");
  await expect(pathProblem(page, MATCHES).getByTestId("path-status")).toHaveText("已解决");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeBlocking(page)).toEqual([]);
  await page.screenshot({ fullPage: true, path: testInfo.outputPath("learn-zh-375.png") });
  await page.screenshot({ path: testInfo.outputPath("learn-zh-375-top.png") });
  await page.goto("/?concept=nim&difficulty=chess&lang=zh");
  await expect(page.getByTestId("filter-ignored")).toContainText("不是有效的难度");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ fullPage: true, path: testInfo.outputPath("list-zh-375.png") });
  await page.goto("/learn?lang=en");
  await page.setViewportSize({ width: 1280, height: 800 });

  // The problem page names its step and the next problem.
  await page.goto(PROBLEM_PATH);
  await expect(page.getByTestId("problem-step")).toHaveText("Step 3 of the learning path: Nim and Bouton's theorem");
  await expect(page.getByTestId("problem-step").getByRole("link")).toHaveAttribute("href", "/learn#nim");
  await expect(page.getByTestId("next-problem").getByRole("link")).toHaveAttribute("href", `/problems/${next}`);

  // The list filtered with the form (a GET: the address carries the filter).
  await page.goto("/");
  const filter = page.getByTestId("catalog-filter");
  await filter.getByLabel("Step").selectOption("nim");
  await filter.getByLabel("Difficulty").selectOption("easy");
  await filter.getByRole("button", { name: "Filter" }).click();
  await page.waitForURL(/\?concept=nim&difficulty=easy$/);
  const shown = page.locator("[data-testid=problem-row] td:first-child a");
  await expect(shown.filter({ hasText: "Matches Game" })).toHaveCount(1);
  expect(await page.getByTestId("concept-group").evaluateAll((bodies) => bodies.map((b) => b.getAttribute("data-concept")))).toEqual(["nim"]);
  expect(new Set(await page.locator("[data-testid=problem-row] td.difficulty").allTextContents())).toEqual(new Set(["easy"]));
  await expect(filter.getByLabel("Step")).toHaveValue("nim");
  // An invalid value is ignored with a notice; a filter that matches nothing offers to clear it.
  await page.goto("/?concept=chess&difficulty=easy");
  await expect(page.getByTestId("filter-ignored")).toContainText("“chess” is not a step of the path");
  await page.goto("/?concept=wythoff&difficulty=easy");
  await expect(page.getByTestId("list-empty")).toContainText("No problem matches this filter.");
  await page.getByTestId("list-empty").getByRole("link", { name: "Clear the filter" }).click();
  await page.waitForURL((url) => url.pathname === "/" && url.search === "");
  await expect(page.getByTestId("problem-row").first()).toBeVisible();
});

test("an instructor creates a problem set from a step in one action", async ({ page }, testInfo) => {
  const email = freshEmail("path-teacher");
  await signUp(page, email);
  setRole(email, "instructor");
  await page.goto("/learn");
  await page.screenshot({ fullPage: true, path: testInfo.outputPath("learn-instructor.png") });
  const nim = step(page, "nim");
  const slugs = await nim.getByTestId("path-problem").evaluateAll((items) => items.map((i) => i.getAttribute("data-slug")!));
  // The instructor's view (a button per step) is not in the axe spec's page lists.
  expect(await axeBlocking(page)).toEqual([]);
  await nim.getByRole("button", { name: "Create a problem set from this step" }).click();
  await page.waitForURL(/\/studio\/sets\/nim-and-bouton-s-theorem-[0-9a-f]{6}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nim and Bouton's theorem");
  const columns = page.locator("[data-testid=progress-table] thead th a");
  expect(await columns.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(slugs.map((s) => `/problems/${s}`));
});
