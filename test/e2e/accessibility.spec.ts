// Accessibility: axe (axe-core, WCAG 2.x A and AA rules) on every main page, in the light and the
// dark theme, allows no serious or critical violation. The lesser ones (moderate, minor) are
// attached to the test's report for people to work through. Keyboard: Submit on the problem page
// is reached with Tab alone, leaving the editor with Monaco's Ctrl+M (Tab moves focus).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { freshEmail, PROBLEM_PATH, signUp } from "./helpers";
import { openSettled, PUBLIC_PAGES, setRole, STUDENT_PAGES, STUDIO_PAGES, submitOne, type MainPage } from "./main-pages";

const BLOCKING = new Set(["serious", "critical"]);

type Scheme = "light" | "dark";

async function expectAccessible(page: Page, target: MainPage, testInfo: TestInfo, scheme: Scheme): Promise<void> {
  await openSettled(page, target);
  // Monaco's drawing of the code (its token colours and dimmed line numbers are its built-in
  // vs / vs-dark themes) is left out; the editor's own input, widgets and frame are checked.
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .exclude(".monaco-editor .view-lines")
    .exclude(".monaco-editor .margin")
    .analyze();
  const describe = (v: (typeof violations)[number]) =>
    `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(", ")}`;
  const lesser = violations.filter((v) => !BLOCKING.has(v.impact ?? ""));
  if (lesser.length > 0) {
    await testInfo.attach(`axe-lesser-${scheme}-${target.name}`, { body: lesser.map(describe).join("\n"), contentType: "text/plain" });
    console.log(`axe, ${target.name}, ${scheme}:\n  ${lesser.map(describe).join("\n  ")}`);
  }
  // Soft: one run lists the problems of every page, not only the first page's.
  expect.soft(violations.filter((v) => BLOCKING.has(v.impact ?? "")).map(describe), `${target.name} (${target.path})`).toEqual([]);
}

for (const colorScheme of ["light", "dark"] satisfies Scheme[]) {
  test.describe(`in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test("the public pages have no serious or critical axe violations", async ({ page }, testInfo) => {
      for (const target of PUBLIC_PAGES) await expectAccessible(page, target, testInfo, colorScheme);
    });

    test("a student's pages, a submission and the studio have no serious or critical axe violations", async ({ browser }, testInfo) => {
      const page = await (await browser.newContext({ colorScheme })).newPage();
      const email = freshEmail(`axe-${colorScheme}`);
      await signUp(page, email);
      const submission = await submitOne(page);
      for (const target of [...STUDENT_PAGES, { name: "submission", path: submission }]) await expectAccessible(page, target, testInfo, colorScheme);
      setRole(email, "instructor");
      for (const target of STUDIO_PAGES) await expectAccessible(page, target, testInfo, colorScheme);
    });
  });
}

test("Tab alone reaches Submit on the problem page", async ({ page }) => {
  await openSettled(page, { name: "problem", path: PROBLEM_PATH });
  const submit = page.getByTestId("submit");
  const focusedIs = (testId: string) => page.evaluate((id) => document.activeElement?.closest(`[data-testid="${id}"]`) !== null, testId);
  let leftEditor = false;
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press("Tab");
    if (await submit.evaluate((el) => el === document.activeElement)) break;
    // In the editor Tab indents; Ctrl+M makes Tab move the focus (Monaco's own escape).
    if (!leftEditor && (await focusedIs("code-editor"))) {
      await page.keyboard.press("Control+m");
      leftEditor = true;
    }
  }
  await expect(submit).toBeFocused();
});
