// Every main page, visited once per role: no page scrolls sideways on a phone (390 x 844) or a
// desktop (1280 wide), and axe (axe-core, WCAG 2.x A and AA rules) finds no serious or critical
// violation in the light or the dark theme. The lesser ones (moderate, minor) are attached to
// the test's report for people to work through. Each page is loaded once, at the phone's width
// (the layout most likely to break), then widened and switched to dark in place: the palette
// follows prefers-color-scheme live (app/theme/effective-theme.ts). Screenshots of every page at
// both widths go to test-results/layout/ for a person to look at.
import path from "node:path";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { scanAccessibility } from "./axe";
import { freshEmail, signUp } from "./helpers";
import { ADMIN_PAGES, openSettled, PUBLIC_PAGES, setRole, STUDENT_PAGES, STUDIO_PAGES, submitOne, type MainPage } from "./main-pages";

const SCREENSHOTS = path.resolve(import.meta.dirname, "..", "..", "test-results", "layout");
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 844 };

type Scheme = "light" | "dark";

/** Waits until the page has been laid out again (after a resize or a change of theme). */
const nextFrame = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

async function expectNoSidewaysScroll(page: Page, target: MainPage, width: number): Promise<void> {
  await page.setViewportSize({ ...(width === PHONE.width ? PHONE : DESKTOP) });
  await nextFrame(page);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${width}`, `${target.name}.png`), fullPage: true });
  expect.soft(scrollWidth, `${target.name} (${target.path}) at ${width} px`).toBeLessThanOrEqual(width);
}

async function expectAccessible(page: Page, target: MainPage, testInfo: TestInfo, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await nextFrame(page);
  // The dark theme changes the palette alone: the whole scan in light, the colour rules in dark.
  const { blocking, lesser } = await scanAccessibility(page, { coloursOnly: scheme === "dark" });
  if (lesser.length > 0) {
    await testInfo.attach(`axe-lesser-${scheme}-${target.name}`, { body: lesser.join("\n"), contentType: "text/plain" });
    console.log(`axe, ${target.name}, ${scheme}:\n  ${lesser.join("\n  ")}`);
  }
  // Soft: one run lists the problems of every page, not only the first page's.
  expect.soft(blocking, `${target.name} (${target.path}), ${scheme}`).toEqual([]);
}

/** The page at both widths and in both themes, from one load. */
async function checkPage(page: Page, target: MainPage, testInfo: TestInfo): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: "light" });
  await openSettled(page, target);
  await expectNoSidewaysScroll(page, target, PHONE.width);
  await expectNoSidewaysScroll(page, target, DESKTOP.width);
  await expectAccessible(page, target, testInfo, "light");
  await expectAccessible(page, target, testInfo, "dark");
}

/** Every control in the header lies inside the viewport (nothing runs off the right edge). */
async function expectHeaderOnScreen(page: Page): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await nextFrame(page);
    const controls = page.locator(".site-header a, .site-header button, .site-header [data-testid=user-role]");
    const count = await controls.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i++) {
      const box = await controls.nth(i).boundingBox();
      expect(box, `header control ${i} at ${viewport.width} px`).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `header control ${i} at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
    }
  }
}

// Each page takes a few seconds (two axe runs, two full-page screenshots). The tests of this file
// share nothing, so Playwright's workers may take them side by side.
test.describe.configure({ mode: "parallel", timeout: 300_000 });

for (const target of PUBLIC_PAGES) {
  test(`the public page ${target.name} fits a phone and a desktop and passes axe in both themes`, async ({ page }, testInfo) => {
    await checkPage(page, target, testInfo);
  });
}

test("the header's controls fit a phone and a desktop for a signed-out visitor", async ({ page }) => {
  await openSettled(page, PUBLIC_PAGES[0]!);
  await expectHeaderOnScreen(page);
});

test("a student's pages, a submission, the studio and the admin's pages fit a phone and a desktop and pass axe in both themes", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  const email = freshEmail("main-pages");
  await signUp(page, email);
  // A long address is the worst case for the header.
  await expectHeaderOnScreen(page);
  const submission = await submitOne(page);
  for (const target of [...STUDENT_PAGES, { name: "submission", path: submission }]) await checkPage(page, target, testInfo);
  setRole(email, "instructor");
  for (const target of STUDIO_PAGES) await checkPage(page, target, testInfo);
  await expectHeaderOnScreen(page);
  // The judge that judged the submission is listed, with its workers.
  setRole(email, "admin");
  for (const target of ADMIN_PAGES) await checkPage(page, target, testInfo);
  await expect(page.getByTestId("judge").first()).toHaveAttribute("data-state", "live");
});
