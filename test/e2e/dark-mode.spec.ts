// Dark mode: the site follows the system's prefers-color-scheme, the header's toggle overrides
// it and is remembered across pages and reloads, and Monaco's theme (vs / vs-dark) follows.
import { expect, test, type Page } from "@playwright/test";
import { PROBLEM_PATH } from "./helpers";
import { openSettled } from "./main-pages";

/** Relative luminance (0 black .. 1 white) of the body's background colour. */
async function backgroundLuminance(page: Page): Promise<number> {
  const colour = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  if (r === undefined || g === undefined || b === undefined) throw new Error(`unreadable colour ${colour}`);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

async function editorTheme(page: Page): Promise<string> {
  const classes = await page.locator("[data-testid=code-editor] .monaco-editor").first().getAttribute("class");
  if (classes?.split(" ").includes("vs-dark")) return "vs-dark";
  if (classes?.split(" ").includes("vs")) return "vs";
  throw new Error(`no Monaco theme class in "${classes}"`);
}

test.describe("with a dark system preference", () => {
  test.use({ colorScheme: "dark" });

  test("the page is dark, Monaco uses vs-dark, and the toggle switches both to light for good", async ({ page }) => {
    await openSettled(page, { name: "problem", path: PROBLEM_PATH });
    expect(await backgroundLuminance(page)).toBeLessThan(0.1);
    expect(await editorTheme(page)).toBe("vs-dark");
    const toggle = page.getByTestId("theme-toggle");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);
    await expect.poll(() => editorTheme(page)).toBe("vs");

    // Remembered: the server writes the choice into the page, so a reload starts light.
    await openSettled(page, { name: "problem", path: PROBLEM_PATH });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);
    expect(await editorTheme(page)).toBe("vs");
  });
});

test.describe("with a light system preference", () => {
  test.use({ colorScheme: "light" });

  test("the page is light, Monaco uses vs, and the toggle switches both to dark", async ({ page }) => {
    await openSettled(page, { name: "problem", path: PROBLEM_PATH });
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);
    expect(await editorTheme(page)).toBe("vs");
    await page.getByTestId("theme-toggle").click();
    expect(await backgroundLuminance(page)).toBeLessThan(0.1);
    await expect.poll(() => editorTheme(page)).toBe("vs-dark");
    await openSettled(page, { name: "home", path: "/" });
    expect(await backgroundLuminance(page)).toBeLessThan(0.1);
  });
});
