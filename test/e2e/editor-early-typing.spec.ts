// The problem page's editor takes typing before Monaco has arrived (issue 31: Monaco, 3.6 MB of
// script, appeared 3-4 s after navigation on a busy machine): a plain text area holds the program
// until then, and Monaco starts from what was typed there, caret and focus included. Monaco's
// script is held back here until the test lets it through, as a slow network or a busy machine would.
import { expect, test, type Page } from "@playwright/test";
import { PROBLEM_PATH, getCode } from "./helpers";

const SLUG = PROBLEM_PATH.split("/").pop()!;

/** Holds back the scripts that carry Monaco (recognised by their content) until the returned function is called. */
async function holdMonaco(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route("**/_next/static/**/*.js", async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes("monaco-editor-background")) {
        held += 1;
        await released;
      }
      await route.fulfill({ response, body });
    } catch {
      // The page went away while a script was held (the test's end): nothing left to answer.
    }
  });
  return { release, held: () => held };
}

test("Code typed before Monaco arrives is kept: Monaco starts from it, with the caret where it was", async ({ page }) => {
  const monaco = await holdMonaco(page);
  await page.goto(PROBLEM_PATH);
  const plain = page.getByTestId("plain-editor");
  await expect(plain).toBeEditable();
  await expect.poll(monaco.held).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.nimbusEditor)).toBeUndefined();

  // The starter program is there; the reader replaces it and types a program of their own.
  await expect(plain).toHaveValue(/readFileSync/);
  await plain.fill("");
  await plain.pressSequentially('console.log("typed early");\n// more');
  await expect(plain).toHaveValue('console.log("typed early");\n// more');
  // Kept as Monaco's edits are (the page's copy in the browser's storage).
  expect(await page.evaluate((key) => window.localStorage.getItem(key), `nimbus:code:${SLUG}`)).toBe('console.log("typed early");\n// more');

  monaco.release();
  await expect(plain).toHaveCount(0);
  expect(await getCode(page)).toBe('console.log("typed early");\n// more');
  // Typing goes on where it stopped, now in Monaco.
  await page.keyboard.type(" here");
  expect(await getCode(page)).toBe('console.log("typed early");\n// more here');
});
