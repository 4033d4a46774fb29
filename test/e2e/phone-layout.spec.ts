// The problem page on a phone (390 x 844): the editor full width under the statement, and a long
// line of code wrapped inside the editor. Every main page at a phone's and a desktop's width is
// checked in main-pages.spec.ts.
import { expect, test } from "@playwright/test";
import { PROBLEM_PATH, setCode } from "./helpers";
import { openSettled } from "./main-pages";

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
