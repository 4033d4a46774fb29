// The Sprague-Grundy half of the catalogue on the site: the problem list groups problems by the
// step of the theory they teach, in both languages, and a student solves one of the new problems
// (POJ 3480 John, misère Nim) end to end with a program written the way students write it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freshEmail, setCode, signUp, submitAndOpenResult } from "./helpers";

const JOHN = "/problems/poj-3480-john";
const JOHN_PROGRAM = readFileSync(path.resolve(import.meta.dirname, "..", "..", "problems", "poj-3480-john", "solutions", "accepted", "readline-count-ones.ts"), "utf8");

test("the problem list groups problems by what they teach, in the theory's order, in English and Chinese", async ({ page }) => {
  await page.goto("/?lang=en");
  const groups = page.getByTestId("concept-group");
  const order = await groups.evaluateAll((bodies) => bodies.map((b) => b.getAttribute("data-concept")));
  // Problems that name no step (instructors' problems other tests publish) come last, as "other".
  expect(order.filter((c) => c !== "other")).toEqual(["pn-positions", "bash-subtraction", "nim", "wythoff", "staircase", "grundy", "sums", "misere", "advanced"]);
  if (order.includes("other")) expect(order.at(-1)).toBe("other");
  const misere = page.locator('[data-testid=concept-group][data-concept="misere"]');
  await expect(misere.locator("th")).toContainText("Misère play");
  await expect(misere.getByRole("link", { name: "John", exact: true })).toBeVisible();
  await expect(page.locator('[data-testid=concept-group][data-concept="nim"]').getByRole("link", { name: "Matches Game" })).toBeVisible();

  await page.goto("/?lang=zh");
  await expect(page.locator('[data-testid=concept-group][data-concept="grundy"] th')).toContainText("SG 函数");
  await expect(page.locator('[data-testid=concept-group][data-concept="nim"]').getByRole("link", { name: "取火柴游戏" })).toBeVisible();
  await page.goto("/?lang=en");
});

test("a student solves POJ 3480 John (misère Nim) end to end", async ({ page }) => {
  await signUp(page, freshEmail("john"));
  await page.goto(JOHN);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("John");
  await setCode(page, JOHN_PROGRAM);
  await submitAndOpenResult(page);
  await expect(page.getByTestId("verdict")).toHaveText("Accepted", { timeout: 90_000 });
  await page.goto("/");
  const johnRow = page.locator('[data-testid=concept-group][data-concept="misere"] [data-testid=problem-row]').filter({ has: page.getByRole("link", { name: "John", exact: true }) });
  await expect(johnRow.getByTestId("my-status")).toHaveText("Solved");
});
