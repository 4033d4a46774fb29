// Steps the studio's end-to-end tests share.
import { expect, type Page } from "@playwright/test";

/**
 * Brings the open draft to English only, saved: the tests that need a draft missing Chinese
 * must not depend on which languages the new-problem scaffold comes in.
 */
export async function makeDraftEnglishOnly(page: Page): Promise<void> {
  await expect(page.getByTestId("studio-pair-statement.md")).toBeVisible();
  const remove = page.getByTestId("studio-remove-statement.zh.md");
  if ((await remove.count()) === 0) return;
  await remove.click();
  await page.getByTestId("studio-save").click();
  await expect(page.getByTestId("studio-saved")).toBeVisible();
  await expect(page.getByTestId("studio-file-statement.zh.md")).toHaveCount(0);
}
