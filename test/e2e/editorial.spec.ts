// The editorial page: the spoiler warning and "Show the editorial anyway", the live widgets
// (Wythoff's grid, HDU 1847's strip) checked against the definitions computed here, the
// widgets' controls recomputing in the browser, and the whole editorial in the HTML without
// JavaScript. A student who solved the problem sees the editorial directly.
import { expect, test, type Page } from "@playwright/test";
import { CORRECT_NIM, PROBLEM_PATH, freshEmail, setCode, signUp, submitAndOpenResult } from "./helpers";

const WYTHOFF = "/problems/poj-1067-wythoff-stone-game/editorial";
const CET4 = "/problems/hdu-1847-good-luck-in-cet-4-everybody/editorial";

/** The k-th Wythoff pair from the definition: (floor(k phi), floor(k phi) + k). Exact for small k. */
function wythoffPair(k: number): [number, number] {
  const a = Math.floor((k * (1 + Math.sqrt(5))) / 2);
  return [a, a + k];
}

/** Fails the test on any error the page logs (a hydration mismatch is one). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error" && !/WebSocket|_next\/webpack-hmr|_next\/hmr/.test(m.text())) errors.push(m.text());
  });
  return errors;
}

/** Every cell of the strip widget(s) as n -> outcome. */
async function stripOutcomes(page: Page): Promise<Map<number, string>> {
  const cells = await page.getByTestId("pn-strip-cell").evaluateAll((els) => els.map((e) => [Number(e.getAttribute("data-n")), e.getAttribute("data-outcome") ?? ""] as const));
  return new Map(cells);
}

test("a signed-out visitor gets the spoiler warning, then Wythoff's grid with the first pairs as P", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(WYTHOFF);
  await expect(page.getByTestId("tab-editorial")).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("spoiler-warning")).toContainText("This editorial explains the solution");
  await expect(page.getByTestId("editorial")).toHaveCount(0);
  await expect(page.getByTestId("widget")).toHaveCount(0);

  await page.getByRole("link", { name: "Show the editorial anyway" }).click();
  await expect(page).toHaveURL(/reveal=1/);
  await expect(page.getByTestId("spoiler-warning")).toHaveCount(0);
  await expect(page.getByTestId("editorial")).toContainText("Proof by the three properties");
  await expect(page.locator("[data-testid=editorial] .katex").first()).toBeVisible();

  const grid = page.getByTestId("pn-grid");
  await expect(grid).toBeVisible();
  const cell = (a: number, b: number) => grid.locator(`[data-testid=pn-grid-cell][data-a="${a}"][data-b="${b}"]`);
  for (let k = 0; k <= 4; k++) {
    const [a, b] = wythoffPair(k); // (0,0), (1,2), (3,5), (4,7), (6,10)
    await expect(cell(a, b), `pair ${k}`).toHaveAttribute("data-outcome", "P");
    await expect(cell(b, a), `pair ${k} swapped`).toHaveAttribute("data-outcome", "P");
  }
  // And nothing else in the grid is P: the P cells are exactly the pairs that fit in it.
  const pCells = await grid.locator("[data-outcome=P]").evaluateAll((els) => els.map((e) => `${e.getAttribute("data-a")},${e.getAttribute("data-b")}`));
  const rows = await grid.locator("tbody tr").count();
  const expected = new Set<string>();
  for (let k = 0; wythoffPair(k)[0] < rows; k++) {
    const [a, b] = wythoffPair(k);
    if (b < rows) expected.add(`${a},${b}`).add(`${b},${a}`);
  }
  expect(new Set(pCells)).toEqual(expected);
  expect(errors).toEqual([]);
});

test("HDU 1847's strip marks exactly the multiples of 3 as P, and recomputes in the browser", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${CET4}?reveal=1`);
  const outcomes = await stripOutcomes(page);
  expect(outcomes.size).toBeGreaterThanOrEqual(31);
  for (const [n, o] of outcomes) expect(o, `n = ${n}`).toBe(n % 3 === 0 ? "P" : "N");

  // The control: a longer strip, computed by the same lib code in the page.
  const widget = page.getByTestId("widget").filter({ has: page.getByTestId("pn-strip") });
  await widget.getByTestId("widget-arg-to").fill("60");
  await expect(page.getByTestId("pn-strip-cell")).toHaveCount(61);
  const longer = await stripOutcomes(page);
  for (const [n, o] of longer) expect(o, `n = ${n}`).toBe(n % 3 === 0 ? "P" : "N");
  // A value out of range is explained and leaves the last good strip.
  await widget.getByTestId("widget-arg-to").fill("5000");
  await expect(widget.getByTestId("widget-input-error")).toContainText("to=5000");
  await expect(page.getByTestId("pn-strip-cell")).toHaveCount(61);
  expect(errors).toEqual([]);
});

test("without JavaScript: the warning, and behind ?reveal=1 the editorial with its P-positions in the raw HTML", async ({ request }) => {
  const warned = await (await request.get(CET4)).text();
  expect(warned).toContain("This editorial explains the solution");
  expect(warned).toContain(`href="${CET4}?reveal=1"`);
  expect(warned).not.toContain("pn-strip-cell");

  const html = await (await request.get(`${CET4}?reveal=1`)).text();
  expect(html).toContain("Proof by the three properties");
  const cells = [...html.matchAll(/data-testid="pn-strip-cell" data-n="(\d+)" data-outcome="([PN])"/g)].map((m) => [Number(m[1]), m[2]] as const);
  expect(cells.length).toBeGreaterThanOrEqual(31);
  for (const [n, o] of cells) expect(o, `n = ${n}`).toBe(n % 3 === 0 ? "P" : "N");

  const wythoff = await (await request.get(`${WYTHOFF}?reveal=1`)).text();
  for (let k = 0; k <= 4; k++) {
    const [a, b] = wythoffPair(k);
    expect(wythoff).toContain(`data-testid="pn-grid-cell" data-a="${a}" data-b="${b}" data-outcome="P"`);
  }
});

test("a student who solved the problem sees the editorial without the warning", async ({ page }) => {
  await signUp(page, freshEmail("editorial"));
  await page.goto(`${PROBLEM_PATH}/editorial`);
  await expect(page.getByTestId("spoiler-warning")).toBeVisible();

  await page.goto(PROBLEM_PATH);
  await setCode(page, CORRECT_NIM);
  await submitAndOpenResult(page);
  await expect(page.getByTestId("verdict")).toHaveText("Accepted", { timeout: 90_000 });

  await page.goto(`${PROBLEM_PATH}/editorial`);
  await expect(page.getByTestId("spoiler-warning")).toHaveCount(0);
  await expect(page.getByTestId("nim-sum-table")).toBeVisible();
  const rows = page.getByTestId("nim-sum-row");
  expect(await rows.count()).toBeGreaterThan(0);
  // The Nim table: P exactly when the nim-sum is 0 (Bouton), row by row.
  for (const [sum, o] of await rows.evaluateAll((els) => els.map((e) => [e.getAttribute("data-nim-sum"), e.getAttribute("data-outcome")]))) {
    expect(o).toBe(sum === "0" ? "P" : "N");
  }
});
