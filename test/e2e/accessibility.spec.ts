// Keyboard access: Submit on the problem page is reached with Tab alone, leaving the editor with
// Monaco's Ctrl+M (Tab moves focus). axe over every main page, in both themes, is in
// main-pages.spec.ts.
import { expect, test } from "@playwright/test";
import { PROBLEM_PATH } from "./helpers";
import { openSettled } from "./main-pages";

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
