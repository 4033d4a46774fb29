// "Test a conjecture": the student's isP (or grundy) runs in a Web Worker on every small
// position; a true conjecture is confirmed with the number of positions, a false one is refuted
// by its first counterexample, and a function that never returns is stopped without freezing
// the page. Expected answers are computed here by brute force over the rules.
import { expect, test, type Page } from "@playwright/test";
import { learnGame } from "../../lib/learn";
import { errorMarkers, getCode, setCode } from "./helpers";

const HDU_1847 = "/problems/hdu-1847-good-luck-in-cet-4-everybody/conjecture";
const NIM = "/problems/poj-2234-matches-game/conjecture";

async function checkConjecture(page: Page, code: string) {
  await setCode(page, code);
  await page.getByTestId("conjecture-check").click();
  const result = page.getByTestId("conjecture-result");
  await expect(result).toBeVisible({ timeout: 30_000 });
  return result;
}

/** Who wins with n cards when a move takes a power of two: true when the player to move loses. */
function powersOfTwoLosing(bound: number): boolean[] {
  const lose: boolean[] = [];
  for (let n = 0; n <= bound; n++) {
    let canReachLosing = false;
    for (let take = 1; take <= n; take *= 2) if (lose[n - take]) canReachLosing = true;
    lose.push(!canReachLosing);
  }
  return lose;
}

test("HDU 1847: n % 3 == 0 holds; n % 2 == 0 is refuted at its first counterexample", async ({ page }) => {
  const show = learnGame("powers-of-two")!.show;
  await page.goto(HDU_1847);
  await expect(page.getByTestId("tab-conjecture")).toHaveAttribute("aria-current", "page");
  expect(await getCode(page)).toContain("function isP(n: number): boolean");
  const bound = Number(await page.getByTestId("conjecture-bound").inputValue());
  expect(bound).toBeGreaterThan(3);
  const lose = powersOfTwoLosing(bound);

  const holds = await checkConjecture(page, "function isP(n: number): boolean {\n  return n % 3 == 0;\n}\n");
  await expect(holds).toHaveAttribute("data-status", "holds");
  const pCount = lose.filter(Boolean).length;
  await expect(page.getByTestId("conjecture-message")).toHaveText(
    `Your conjecture holds on all ${bound + 1} positions up to ${bound} (${pCount} of them P).`,
  );

  // The first n where "n is even" disagrees with the truth is the first counterexample (every
  // move leads to a smaller n, all of them judged right).
  const claim = (n: number) => n % 2 === 0;
  const n = lose.findIndex((l, i) => l !== claim(i));
  const moves = [] as number[];
  for (let take = 1; take <= n; take *= 2) moves.push(n - take);
  expect(claim(n)).toBe(true); // so the broken property is 2: a move from "P" to "P"
  const refuted = await checkConjecture(page, "function isP(n: number): boolean {\n  return n % 2 == 0;\n}\n");
  await expect(refuted).toHaveAttribute("data-status", "counterexample");
  await expect(refuted).toHaveAttribute("data-property", "P-with-move-to-P");
  await expect(page.getByTestId("counterexample-position")).toHaveText(show(n));
  await expect(page.getByTestId("counterexample-property")).toContainText("From a P-position, no move leads to a P-position.");
  const move = (await page.getByTestId("counterexample-move").textContent())!;
  const shownTargets = moves.filter(claim).map((m) => `${show(n)} → ${show(m)}`);
  expect(shownTargets.some((t) => move.startsWith(t))).toBe(true);
  await expect(page.getByTestId("counterexample-truth")).toContainText(`${show(n)} is an N-position`);

  // The editor type-checks the function against its signature as the student types.
  await setCode(page, "function isP(n: number): boolean {\n  return n % 3;\n}\n");
  await expect.poll(() => errorMarkers(page), { timeout: 30_000 }).toContainEqual(expect.stringMatching(/not assignable to type 'boolean'/));
});

test("Nim: the nim-sum conjecture holds; a wrong Grundy function is refuted", async ({ page }) => {
  const show = learnGame("nim")!.show;
  await page.goto(NIM);
  expect(await getCode(page)).toContain("function isP(piles: number[]): boolean");
  await page.getByTestId("conjecture-bound").fill("6");
  await page.getByTestId("conjecture-param-piles").fill("3");

  // Three piles of 0..6 in any order: the multisets, and those whose nim-sum is 0.
  let positions = 0;
  let zero = 0;
  for (let a = 0; a <= 6; a++) for (let b = a; b <= 6; b++) for (let c = b; c <= 6; c++) {
    positions++;
    if ((a ^ b ^ c) === 0) zero++;
  }
  const xor = "function isP(piles: number[]): boolean {\n  return piles.reduce((x, p) => x ^ p, 0) === 0;\n}\n";
  await expect(await checkConjecture(page, xor)).toHaveAttribute("data-status", "holds");
  await expect(page.getByTestId("conjecture-message")).toHaveText(
    `Your conjecture holds on all ${positions} positions up to 6 (${zero} of them P).`,
  );

  // grundy = a + b + c. Brute-force Grundy values of sorted triples; the checker goes smallest
  // total first, so the first triple (by total, then as listed) where the sum is wrong is the
  // first counterexample: all its options have smaller totals and were judged right.
  const grundy = new Map<string, number>();
  const triples: number[][] = [];
  for (let a = 0; a <= 6; a++) for (let b = a; b <= 6; b++) for (let c = b; c <= 6; c++) triples.push([a, b, c]);
  triples.sort((x, y) => x[0]! + x[1]! + x[2]! - (y[0]! + y[1]! + y[2]!));
  const key = (t: number[]) => [...t].sort((x, y) => x - y).join(",");
  for (const t of triples) {
    const seen = new Set<number>();
    t.forEach((size, i) => {
      for (let to = 0; to < size; to++) seen.add(grundy.get(key(t.map((v, j) => (j === i ? to : v))))!);
    });
    let mex = 0;
    while (seen.has(mex)) mex++;
    grundy.set(key(t), mex);
  }
  const first = triples.find((t) => grundy.get(key(t)) !== t[0]! + t[1]! + t[2]!)!;
  const sum = "function grundy(piles: number[]): number {\n  return piles[0] + piles[1] + piles[2];\n}\n";
  const refuted = await checkConjecture(page, sum);
  await expect(refuted).toHaveAttribute("data-status", "grundy-counterexample");
  await expect(page.getByTestId("counterexample-position")).toHaveText(show(first));
  await expect(page.getByTestId("counterexample-claim")).toHaveText(String(first[0]! + first[1]! + first[2]!));
  await expect(page.getByTestId("counterexample-mex")).toHaveText(String(grundy.get(key(first))));
});

test("an endless loop is stopped after the time limit and the page stays responsive", async ({ page }) => {
  await page.goto(HDU_1847);
  await setCode(page, "function isP(n: number): boolean {\n  while (true) {}\n}\n");
  await page.getByTestId("conjecture-check").click();
  await expect(page.getByTestId("conjecture-checking")).toBeVisible();
  // The page still answers while the worker spins: typing into the bound field works.
  await page.getByTestId("conjecture-bound").fill("30");
  await expect(page.getByTestId("conjecture-bound")).toHaveValue("30");
  await expect(page.getByTestId("conjecture-checking")).toContainText("up to 30");

  // No clock here: the check was still running after the typing above, and the message below is
  // the one the runner's own time limit gives (not an error or a crash of the worker).
  const result = page.getByTestId("conjecture-result");
  await expect(result).toHaveAttribute("data-status", "timeout", { timeout: 20_000 });
  await expect(page.getByTestId("conjecture-message")).toHaveText(
    "Your function ran for more than 3 s and was stopped (an infinite loop?).",
  );

  // A fresh worker takes the next check.
  const holds = await checkConjecture(page, "function isP(n: number): boolean {\n  return n % 3 == 0;\n}\n");
  await expect(holds).toHaveAttribute("data-status", "holds");
  await expect(page.getByTestId("conjecture-message")).toContainText("Your conjecture holds on all 31 positions up to 30");
});
