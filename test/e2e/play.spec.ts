// Play against the perfect player (/problems/[slug]/play): Nim's piles, kiki's grid, the
// Georgia and Bob strip, Fibonacci Nim's capped pile and the multiplication game's product. The
// test reads the positions from the page and judges every move with its own arithmetic (nim-sum,
// parity of the coin's distances, Zeckendorf, a search of products), never with the app's theory.
import { expect, test, type Page } from "@playwright/test";

const NIM = "/problems/poj-2234-matches-game/play";
const KIKI = "/problems/hdu-2147-kikis-game/play";
const GEORGIA_BOB = "/problems/poj-1704-georgia-and-bob/play";
const FIBONACCI_NIM = "/problems/hoj-1367-a-stone-game/play";
const MULTIPLICATION = "/problems/poj-2505-a-multiplication-game/play";

const xor = (values: number[]) => values.reduce((x, v) => x ^ v, 0);

async function startGame(page: Page, path: string, start: string): Promise<void> {
  await page.goto(path);
  // The page opens with a random game; wait for it (the client has hydrated), then start ours.
  await expect(page.getByTestId("board")).toBeVisible();
  await page.getByTestId("start-text").fill(start);
  await page.getByTestId("first-player").selectOption("student");
  await page.getByTestId("start-typed").click();
  await expect(page.getByTestId("turn")).toHaveAttribute("data-moves", "0");
  await expect(page.getByTestId("turn")).toHaveAttribute("data-turn", "student");
}

/** Moves made so far (the status line carries the count, while playing and at the end). */
async function movesMade(page: Page): Promise<number> {
  return Number(await page.locator('[data-testid="turn"], [data-testid="winner"]').getAttribute("data-moves"));
}

/** After the student's move: waits for the computer's answer or the end of the game. */
async function awaitComputer(page: Page, movesBefore: number): Promise<"student" | "over"> {
  const status = page.locator(
    `[data-testid="winner"], [data-testid="turn"][data-turn="student"][data-moves="${movesBefore + 2}"]`,
  );
  await expect(status).toBeVisible();
  return (await page.getByTestId("winner").count()) > 0 ? "over" : "student";
}

async function pilesOnPage(page: Page): Promise<number[]> {
  const piles = page.locator('[data-testid^="pile-"]');
  const counts: number[] = [];
  for (let i = 0; i < (await piles.count()); i++) counts.push(Number(await page.getByTestId(`pile-${i}`).getAttribute("data-count")));
  return counts;
}

test("Nim from the P-position (1, 2, 3): every computer answer has nim-sum 0 and the computer wins", async ({ page }) => {
  await startGame(page, NIM, "1 2 3");
  expect(await pilesOnPage(page)).toEqual([1, 2, 3]);
  await page.getByTestId("hint-button").click();
  await expect(page.getByTestId("hint")).toHaveAttribute("data-kind", "p-position");

  let answers = 0;
  for (;;) {
    const piles = await pilesOnPage(page);
    expect(xor(piles), `it is the student's turn at (${piles}), a P-position`).toBe(0);
    // The student takes one stone from the first non-empty pile (the last stone of its row).
    const i = piles.findIndex((c) => c > 0);
    const before = await movesMade(page);
    await page.getByTestId(`stone-${i}-${piles[i]! - 1}`).click();
    if ((await awaitComputer(page, before)) === "over") break;
    answers++;
  }
  expect(answers).toBeGreaterThan(0);
  await expect(page.getByTestId("winner")).toHaveAttribute("data-winner", "computer");
  await expect(page.getByTestId("winner")).toContainText("computer wins");
  expect(xor(await pilesOnPage(page))).toBe(0);
  expect(await pilesOnPage(page)).toEqual([0, 0, 0]);

  // The history: the start and every position the computer left are P, the student's are N.
  const rows = page.getByTestId("history-row");
  await expect(rows.first()).toHaveAttribute("data-label", "P");
  for (let r = 1; r < (await rows.count()); r++) {
    const row = rows.nth(r);
    const mover = await row.getAttribute("data-mover");
    await expect(row).toHaveAttribute("data-label", mover === "computer" ? "P" : "N");
    const nimSum = xor(JSON.parse((await row.getAttribute("data-position"))!));
    expect(nimSum === 0, `row ${r}, moved by the ${mover}`).toBe(mover === "computer");
  }
});

test("Nim from the N-position (3, 4, 5): the hint names the nim-sum, its move makes it 0, and following it wins", async ({ page }) => {
  await startGame(page, NIM, "3 4 5");
  for (let round = 0; ; round++) {
    expect(round).toBeLessThan(20);
    const piles = await pilesOnPage(page);
    const x = xor(piles);
    expect(x, `(${piles}) is an N-position`).not.toBe(0);

    await page.getByTestId("hint-button").click();
    const hint = page.getByTestId("hint");
    await expect(hint).toHaveAttribute("data-kind", "winning");
    await expect(page.getByTestId("hint-text")).toContainText("nim-sum");
    await expect(page.getByTestId("hint-text")).toContainText(`= ${x}`);
    // Apply the hint to the page's piles: one pile lowered, and the nim-sum becomes 0.
    const target: number[] = JSON.parse((await hint.getAttribute("data-to"))!);
    const changed = piles.flatMap((c, k) => (target[k] !== c ? [k] : []));
    expect(changed).toHaveLength(1);
    const i = changed[0]!;
    expect(target[i]!).toBeLessThan(piles[i]!);
    expect(xor(target)).toBe(0);

    const before = await movesMade(page);
    await page.getByTestId(`stone-${i}-${target[i]}`).click();
    if ((await awaitComputer(page, before)) === "over") break;
  }
  await expect(page.getByTestId("winner")).toHaveAttribute("data-winner", "student");
  await expect(page.getByTestId("history-row").first()).toHaveAttribute("data-label", "N");
});

test("Nim's board only allows the rules' moves: stones of an empty pile and illegal takes are disabled", async ({ page }) => {
  await startGame(page, NIM, "0 2 5");
  expect(await pilesOnPage(page)).toEqual([0, 2, 5]);
  await expect(page.locator('[data-testid^="stone-0-"]')).toHaveCount(0);
  await page.getByTestId("take-pile").selectOption("1");
  await page.getByTestId("take-count").fill("3");
  await expect(page.getByTestId("take-button")).toBeDisabled();
  await page.getByTestId("take-count").fill("2");
  await expect(page.getByTestId("take-button")).toBeEnabled();
  await page.getByTestId("take-button").click();
  await expect(page.getByTestId("pile-1")).toHaveAttribute("data-count", "0");
});

/** kiki's coin: its cell on the page, as distances to the bottom-left goal. */
async function coinDistances(page: Page, rows: number): Promise<{ below: number; left: number }> {
  const id = (await page.locator('[data-coin="true"]').getAttribute("data-testid"))!;
  const [, row, col] = /^grid-cell-(\d+)-(\d+)$/.exec(id)!.map(Number) as [number, number, number];
  return { below: rows - 1 - row, left: col };
}

test("kiki's game on a 5 x 3 board (a P-position): the computer keeps both distances even and wins", async ({ page }) => {
  await startGame(page, KIKI, "5 3");
  await expect(page.getByTestId("grid").locator("button")).toHaveCount(15);
  await expect(page.getByTestId("grid-cell-0-2")).toHaveAttribute("data-coin", "true");
  for (;;) {
    const { below, left } = await coinDistances(page, 5);
    expect([below % 2, left % 2], `coin ${below} below and ${left} left: a P-position`).toEqual([0, 0]);
    // Only the three neighbours toward the goal are open (not up, not right); take the diagonal when there is one.
    const row = 5 - 1 - below;
    if (row > 0) await expect(page.getByTestId(`grid-cell-${row - 1}-${left}`)).toBeDisabled();
    if (left < 2) await expect(page.getByTestId(`grid-cell-${row}-${left + 1}`)).toBeDisabled();
    const target = below > 0 && left > 0 ? `grid-cell-${row + 1}-${left - 1}` : below > 0 ? `grid-cell-${row + 1}-${left}` : `grid-cell-${row}-${left - 1}`;
    const before = await movesMade(page);
    await page.getByTestId(target).click();
    if ((await awaitComputer(page, before)) === "over") break;
  }
  await expect(page.getByTestId("winner")).toHaveAttribute("data-winner", "computer");
  expect(await coinDistances(page, 5)).toEqual({ below: 0, left: 0 });
});

test("Georgia and Bob (the sample 1 5 6 7 9 12 14 17): following the hints on the strip wins", async ({ page }) => {
  await startGame(page, GEORGIA_BOB, "1 5 6 7 9 12 14 17");
  const cells = async () => JSON.parse((await page.getByTestId("board").getAttribute("data-position"))!) as number[];
  expect(await cells()).toEqual([1, 5, 6, 7, 9, 12, 14, 17]);
  for (let round = 0; ; round++) {
    expect(round).toBeLessThan(60);
    const now = await cells();
    await page.getByTestId("hint-button").click();
    await expect(page.getByTestId("hint")).toHaveAttribute("data-kind", "winning");
    const target: number[] = JSON.parse((await page.getByTestId("hint").getAttribute("data-to"))!);
    const from = now.find((c) => !target.includes(c))!;
    const to = target.find((c) => !now.includes(c))!;
    expect(to).toBeLessThan(from);
    // A chessman cannot jump: nothing lies between the target cell and the moving chessman.
    expect(now.filter((c) => c > to && c < from)).toEqual([]);
    const before = await movesMade(page);
    await page.getByTestId(`cell-${from}`).click();
    await page.getByTestId(`cell-${to}`).click();
    if ((await awaitComputer(page, before)) === "over") break;
  }
  await expect(page.getByTestId("winner")).toHaveAttribute("data-winner", "student");
});

/** The smallest term of n's Zeckendorf representation (greedy over 1, 2, 3, 5, 8, ...). */
function smallestZeckendorfTerm(n: number): number {
  const fibs = [1, 2];
  while (fibs.at(-1)! + fibs.at(-2)! <= n) fibs.push(fibs.at(-1)! + fibs.at(-2)!);
  let left = n;
  let last = 0;
  for (let i = fibs.length - 1; i >= 0; i--) if (fibs[i]! <= left) [left, last] = [left - fibs[i]!, fibs[i]!];
  return last;
}

test("Fibonacci Nim from 20 stones: a take above the cap is refused, and the smallest Zeckendorf term, which the hint names, wins", async ({ page }) => {
  await startGame(page, FIBONACCI_NIM, "20");
  const cap = page.getByTestId("cap");
  await expect(cap).toHaveAttribute("data-cap", "19");
  await expect(cap).toContainText("anything but the whole pile");
  await page.getByTestId("take-count").fill("20");
  await expect(page.getByTestId("take-error")).toHaveText("You may take at most 19 now.");
  await expect(page.getByTestId("take-button")).toBeDisabled();

  for (;;) {
    const stones = Number(await page.getByTestId("pile-0").getAttribute("data-count"));
    const allowed = Number(await cap.getAttribute("data-cap"));
    const take = smallestZeckendorfTerm(stones);
    expect(take, `${stones} stones, at most ${allowed}: the smallest term is within the cap`).toBeLessThanOrEqual(allowed);
    await page.getByTestId("hint-button").click();
    await expect(page.getByTestId("hint")).toHaveAttribute("data-kind", "winning");
    expect(JSON.parse((await page.getByTestId("hint").getAttribute("data-to"))!)).toEqual({ stones: stones - take, cap: 2 * take });
    await expect(page.getByTestId("hint-text")).toContainText(take === stones ? "Fibonacci number" : "Zeckendorf");
    await page.getByTestId("take-count").fill(String(take));
    const before = await movesMade(page);
    await page.getByTestId("take-button").click();
    if ((await awaitComputer(page, before)) === "over") break;
    // The computer took at most twice the student's take.
    expect(Number(await cap.getAttribute("data-last-take"))).toBeLessThanOrEqual(2 * take);
  }
  await expect(page.getByTestId("winner")).toHaveAttribute("data-winner", "student");
  await expect(page.getByTestId("pile-0")).toHaveAttribute("data-count", "0");
});

test("the multiplication game to 100: following the hints from p = 1 reaches 100 first", async ({ page }) => {
  await startGame(page, MULTIPLICATION, "100");
  await expect(page.getByTestId("target")).toHaveAttribute("data-n", "100");
  const n = 100;
  // The test's own search: the player to move at p loses when p >= n or every multiplier gives the opponent a win.
  const memo = new Map<number, boolean>();
  const loses = (p: number): boolean => {
    if (p >= n) return true;
    if (!memo.has(p)) memo.set(p, [2, 3, 4, 5, 6, 7, 8, 9].every((m) => !loses(p * m)));
    return memo.get(p)!;
  };

  for (;;) {
    const p = Number(await page.getByTestId("product").getAttribute("data-p"));
    expect(loses(p), `the student moves at p = ${p}, a winning product`).toBe(false);
    const m = [2, 3, 4, 5, 6, 7, 8, 9].find((k) => loses(p * k))!;
    await page.getByTestId("hint-button").click();
    await expect(page.getByTestId("hint")).toHaveAttribute("data-kind", "winning");
    expect(JSON.parse((await page.getByTestId("hint").getAttribute("data-to"))!)).toEqual({ p: p * m, n });
    await expect(page.getByTestId("hint-text")).toContainText(`${p} × ${m} = ${p * m}`);
    const before = await movesMade(page);
    await page.getByTestId(`multiply-${m}`).click();
    if ((await awaitComputer(page, before)) === "over") break;
  }
  await expect(page.getByTestId("winner")).toHaveAttribute("data-winner", "student");
  expect(Number(await page.getByTestId("product").getAttribute("data-p"))).toBeGreaterThanOrEqual(n);
});
