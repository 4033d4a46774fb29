// The game lab: a game from the URL, live edits that keep the URL in step, clear messages for
// bad URLs, and the same page without JavaScript. Expected values come from the definition
// (a tiny mex loop here), not from the page.
import { expect, test, type Page } from "@playwright/test";

/** g(0..n) of the subtraction game S by the definition g(k) = mex{ g(k - s) : s in S, s <= k }. */
function mexSequence(set: number[], n: number): number[] {
  const g: number[] = [];
  for (let k = 0; k <= n; k++) {
    const options = new Set(set.filter((s) => s <= k).map((s) => g[k - s]));
    let m = 0;
    while (options.has(m)) m++;
    g.push(m);
  }
  return g;
}

/** The least period (with the least pre-period) that holds all through a long sequence. */
function periodOf(g: number[]): { preperiod: number; period: number } {
  for (let period = 1; period < g.length / 4; period++) {
    for (let preperiod = 0; preperiod < g.length / 4; preperiod++) {
      let holds = true;
      for (let n = preperiod; n + period < g.length && holds; n++) holds = g[n] === g[n + period];
      if (holds) return { preperiod, period };
    }
  }
  throw new Error("no period in the sample");
}

async function stripValues(page: Page, pile = 0): Promise<number[]> {
  const cells = page.getByTestId("lab-pile").nth(pile).getByTestId("lab-cell");
  return (await cells.evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-g")))));
}

test("a subtraction set from the URL: its Grundy values and period", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Game lab" }).click();
  await expect(page).toHaveURL(/\/lab/);

  await page.goto("/lab?g=s:1,3,4");
  const expected = mexSequence([1, 3, 4], 40);
  await expect(page.getByTestId("lab-cell")).toHaveCount(41);
  expect(await stripValues(page)).toEqual(expected);
  const { preperiod, period } = periodOf(mexSequence([1, 3, 4], 400));
  const periodText = page.getByTestId("lab-period");
  await expect(periodText).toHaveAttribute("data-kind", "certified");
  await expect(periodText).toHaveAttribute("data-period", String(period));
  await expect(periodText).toHaveAttribute("data-preperiod", String(preperiod));
  await expect(periodText).toContainText(`Period ${period}, pre-period ${preperiod}`);
  const pPositions = expected.flatMap((g, n) => (g === 0 ? [n] : []));
  await expect(page.getByTestId("lab-p-positions")).toContainText(pPositions.join(", "));
});

test("editing the game updates the page and the URL", async ({ page }) => {
  await page.goto("/lab?g=s:1,3,4");
  await expect(page.getByTestId("lab-builder")).toBeVisible(); // hydrated

  // Through the pile row's set field.
  await page.getByTestId("lab-set-input").fill("2,5");
  await expect(page).toHaveURL(/\/lab\?g=s:2,5$/);
  await expect.poll(() => stripValues(page)).toEqual(mexSequence([2, 5], 40));
  const { period } = periodOf(mexSequence([2, 5], 400));
  await expect(page.getByTestId("lab-period")).toHaveAttribute("data-period", String(period));

  // Through the notation: a sum of two sized piles, with the range widened.
  await page.getByTestId("lab-game-input").fill("s:1,2@4+s:3,4@9");
  await page.getByTestId("lab-range-input").fill("60");
  await expect(page).toHaveURL(/\/lab\?g=s:1,2@4\+s:3,4@9&n=60$/);
  await expect(page.getByTestId("lab-pile")).toHaveCount(2);
  await expect(page.getByTestId("lab-pile").nth(1).getByTestId("lab-cell")).toHaveCount(61);
  const value = mexSequence([1, 2], 4)[4]! ^ mexSequence([3, 4], 9)[9]!;
  await expect(page.getByTestId("lab-sum")).toHaveAttribute("data-value", String(value));
  await expect(page.getByTestId("lab-sum")).toHaveAttribute("data-outcome", value === 0 ? "P" : "N");

  // A half-typed edit explains itself and leaves the URL at the last good game.
  await page.getByTestId("lab-game-input").fill("s:1,2@4+s:3,");
  await expect(page.getByTestId("lab-error")).toContainText("Pile 2 (“s:3,”): the set element “” is not a whole number.");
  await expect(page).toHaveURL(/\/lab\?g=s:1,2@4\+s:3,4@9&n=60$/);

  // The page from the shared URL shows the same game.
  await page.goto(page.url());
  await expect(page.getByTestId("lab-sum")).toHaveAttribute("data-value", String(value));
  await expect(page.getByTestId("lab-game-input")).toHaveValue("s:1,2@4+s:3,4@9");
});

test("a bad URL shows a clear message, not a crash", async ({ page }) => {
  for (const [query, message] of [
    ["g=s:0,x", "“s:0,x”: the set element 0 is out of range: it must be from 1 to 100."],
    ["g=r:chess", "there is no rule “chess”; the rules are bash, pow2, squares, divisors, half."],
    ["g=s:1,2@3+r:squares", "Pile 2 (“r:squares”): in a sum every pile needs its size"],
    ["g=s:1,3,4&n=100000", "The range n must be a whole number from 10 to 300, not “100000”."],
  ]) {
    const response = await page.goto(`/lab?${query}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("lab-error")).toContainText(message!);
    await expect(page.getByTestId("lab-results")).toHaveCount(0);
    await expect(page.getByTestId("lab-game-input")).toBeVisible();
  }
});

test("each field shows its limit, and an example clears the previous error", async ({ page }) => {
  await page.goto("/lab?g=s:1,3,4");
  await expect(page.getByTestId("lab-builder")).toBeVisible(); // hydrated
  await expect(page.getByTestId("lab-game-limit")).toHaveText("at most 6 piles; a set has at most 10 elements, each from 1 to 100");
  await expect(page.getByTestId("lab-range-limit")).toHaveText("from 10 to 300");
  await expect(page.getByTestId("lab-set-limit")).toHaveText("at most 10 elements, each from 1 to 100");
  await expect(page.getByTestId("lab-size-limit")).toHaveText("at most 1,000,000,000");

  // A bad range and then a bad game: each explains itself.
  await page.getByTestId("lab-range-input").fill("5");
  await expect(page.getByTestId("lab-error")).toHaveText("The range n must be a whole number from 10 to 300, not “5”.");
  await page.getByTestId("lab-game-input").fill("r:chess");
  await expect(page.getByTestId("lab-error")).toContainText("there is no rule “chess”");

  // An example replaces the whole form: its game and the default range, and no error is left.
  await page.getByTestId("lab-example").filter({ hasText: "take a square" }).click();
  await expect(page.getByTestId("lab-error")).toHaveCount(0);
  await expect(page.getByTestId("lab-game-input")).toHaveValue("r:squares");
  await expect(page.getByTestId("lab-range-input")).toHaveValue("40");
  await expect(page.getByTestId("lab-results")).not.toHaveAttribute("aria-busy", "true");
  await expect(page).toHaveURL(/\/lab\?g=r:squares$/);
});

test("without JavaScript the lab is a GET form rendered on the server", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/lab?g=r:bash,3");
  expect(await stripValues(page)).toEqual(mexSequence([1, 2, 3], 40));
  await page.getByTestId("lab-game-input").fill("s:2,3");
  await page.getByTestId("lab-submit").click();
  await expect(page).toHaveURL(/\/lab\?g=s%3A2%2C3&n=40$/);
  expect(await stripValues(page)).toEqual(mexSequence([2, 3], 40));
  await context.close();
});
