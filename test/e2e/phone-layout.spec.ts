// The site on a phone (390 x 844) and on a desktop (1280 wide): no page scrolls sideways, the
// header's account controls stay on the screen, and the problem page puts the editor full width
// under the statement. Each page is also saved as a screenshot under test-results/layout/ for a
// person to look at.
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { freshEmail, PROBLEM_PATH, setCode, signUp } from "./helpers";
import { openSettled, PUBLIC_PAGES, setRole, STUDENT_PAGES, STUDIO_PAGES, submitOne, type MainPage } from "./main-pages";

const SCREENSHOTS = path.resolve(import.meta.dirname, "..", "..", "test-results", "layout");
const WIDTHS = [390, 1280] as const;

async function expectNoSidewaysScroll(page: Page, target: MainPage, width: number): Promise<void> {
  await openSettled(page, target);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${width}`, `${target.name}.png`), fullPage: true });
  expect(scrollWidth, `${target.name} (${target.path}) at ${width} px`).toBeLessThanOrEqual(width);
}

/** Every control in the header lies inside the viewport (nothing runs off the right edge). */
async function expectHeaderOnScreen(page: Page, width: number): Promise<void> {
  const controls = page.locator(".site-header a, .site-header button, .site-header [data-testid=user-role]");
  const count = await controls.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i++) {
    const box = await controls.nth(i).boundingBox();
    expect(box, `header control ${i}`).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }
}

async function signedInPage(browser: Browser, width: number, label: string): Promise<{ page: Page; email: string }> {
  const page = await (await browser.newContext({ viewport: { width, height: 844 } })).newPage();
  const email = freshEmail(label);
  await signUp(page, email);
  return { page, email };
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("the public pages do not scroll sideways", async ({ page }) => {
      for (const target of PUBLIC_PAGES) await expectNoSidewaysScroll(page, target, width);
      await expectHeaderOnScreen(page, width);
    });

    test("a student's pages, a submission and the studio do not scroll sideways", async ({ browser }) => {
      const { page, email } = await signedInPage(browser, width, `layout-${width}`);
      // A long address is the worst case for the header.
      await expectHeaderOnScreen(page, width);
      const submission = await submitOne(page);
      for (const target of [...STUDENT_PAGES, { name: "submission", path: submission }]) {
        await expectNoSidewaysScroll(page, target, width);
      }
      setRole(email, "instructor");
      for (const target of STUDIO_PAGES) await expectNoSidewaysScroll(page, target, width);
      await expectHeaderOnScreen(page, width);
    });
  });
}

test.describe("the problem page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("puts the editor full width under the statement", async ({ page }) => {
    await openSettled(page, { name: "problem", path: PROBLEM_PATH });
    const statement = await page.locator(".statement").first().boundingBox();
    const editor = await page.getByTestId("code-editor").boundingBox();
    expect(statement).not.toBeNull();
    expect(editor).not.toBeNull();
    expect(editor!.y).toBeGreaterThanOrEqual(statement!.y + statement!.height);
    // Full width of the page's content: the page's side padding is all that is left over.
    expect(editor!.width).toBeGreaterThan(390 - 2 * 24);
    expect(editor!.x + editor!.width).toBeLessThanOrEqual(390);
  });

  test("wraps a long line of code inside the editor instead of cutting it off", async ({ page }) => {
    await openSettled(page, { name: "problem", path: PROBLEM_PATH });
    const longLine = `const piles = [${Array.from({ length: 40 }, (_, i) => i + 1).join(", ")}];`;
    await setCode(page, longLine);
    const editor = page.getByTestId("code-editor");
    // One line of the program, shown as several rows, none of them past the editor's right edge.
    await expect.poll(() => editor.locator(".view-line").count()).toBeGreaterThan(1);
    const frame = (await editor.boundingBox())!;
    const rows = await editor.locator(".view-line span").evaluateAll((spans) => spans.map((s) => s.getBoundingClientRect().right));
    expect(Math.max(...rows)).toBeLessThanOrEqual(frame.x + frame.width);
  });
});
