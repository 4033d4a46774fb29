// Shared steps for the end-to-end tests.
import { expect, type Page } from "@playwright/test";

export const PROBLEM_PATH = "/problems/poj-2234-matches-game";
export const PASSWORD = "correct horse battery";

/** A correct POJ 2234 program, as a student would type it. */
export const CORRECT_NIM = `import { readFileSync } from "fs";

const t = readFileSync(0, "utf8").split(/\\s+/).filter((s) => s.length > 0).map(Number);
const out: string[] = [];
let i = 0;
while (i < t.length) {
  const m = t[i++]!;
  let x = 0;
  for (let k = 0; k < m; k++) x ^= t[i++]!;
  out.push(x !== 0 ? "Yes" : "No");
}
console.log(out.join("\\n"));
`;

let counter = 0;
export function freshEmail(label: string): string {
  counter += 1;
  // The worker's process id too: two Playwright workers may pick the same label in the same millisecond.
  return `${label}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/** Fills the sign-up form on the page already open and sends it; `confirm` is the repeated password. */
export async function sendSignUp(page: Page, email: string, fields: { name?: string; password?: string; confirm?: string } = {}): Promise<void> {
  const password = fields.password ?? PASSWORD;
  await page.getByLabel("E-mail").fill(email);
  if (fields.name !== undefined) await page.getByLabel(/^Name/).fill(fields.name);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel("Repeat the password").fill(fields.confirm ?? password);
  await page.getByRole("button", { name: "Sign up" }).click();
}

export async function signUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto("/signup");
  await sendSignUp(page, email, { password });
  await expect(page.getByTestId("user-email")).toHaveText(email);
}

/**
 * Holds back the app's scripts until the returned function is called: the page as a reader sees
 * it before it is live (a slow network, a busy machine).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/**/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Waits for Monaco, then replaces the whole program (no typing: no auto-indent or brackets). */
export async function setCode(page: Page, code: string): Promise<void> {
  await page.waitForFunction(() => window.nimbusEditor !== undefined, undefined, { timeout: 30_000 });
  await page.evaluate((value) => window.nimbusEditor!.setValue(value), code);
}

export async function getCode(page: Page): Promise<string> {
  await page.waitForFunction(() => window.nimbusEditor !== undefined, undefined, { timeout: 30_000 });
  return page.evaluate(() => window.nimbusEditor!.getValue());
}

/** The messages of the editor's error markers (type and syntax errors). */
export async function errorMarkers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const monaco = window.monaco!;
    return monaco.editor
      .getModelMarkers({})
      .filter((m) => m.severity === monaco.MarkerSeverity.Error)
      .map((m) => m.message);
  });
}

export async function submitAndOpenResult(page: Page): Promise<void> {
  await page.getByTestId("submit").click();
  await page.waitForURL(/\/submissions\/\d+$/);
}
