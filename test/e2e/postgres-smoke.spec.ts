// The whole path on PostgreSQL (project "postgresql": scripts/start.mjs with DATABASE_URL naming a
// fresh database, seeded with one problem): the first account is the admin; a student signs up,
// opens the problem, submits an accepted and a wrong program and sees both verdicts arrive live
// from the judge daemon, then their submission list; `npm run user` makes them an instructor and
// the studio opens.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { CORRECT_NIM, PROBLEM_PATH, freshEmail, setCode, signUp, submitAndOpenResult } from "./helpers";
import { setRole } from "./main-pages";
import { POSTGRES_SERVER } from "./servers";

const ALWAYS_NO = `console.log(require("fs").readFileSync(0, "utf8").trim().split("\\n").map(() => "No").join("\\n"));\n`;

test("PostgreSQL: sign up, an accepted and a wrong submission judged live, the list, the studio", async ({ browser }) => {
  const databaseUrl = readFileSync(path.join(POSTGRES_SERVER.dataDir, "database-url"), "utf8");
  expect(databaseUrl).toMatch(/^postgresql:\/\//);
  // The database is fresh: its first account becomes the admin, who has the studio.
  const admin = await (await browser.newContext()).newPage();
  await signUp(admin, freshEmail("pg-admin"));
  expect((await admin.goto("/studio"))?.status()).toBe(200);
  await expect(admin.getByTestId("studio-row-poj-2234-matches-game")).toBeVisible();

  const page = await (await browser.newContext()).newPage();
  const email = freshEmail("pg-smoke");
  await signUp(page, email);

  await page.goto(PROBLEM_PATH);
  await expect(page.getByTestId("problem-title")).toHaveText("Matches Game");
  await setCode(page, CORRECT_NIM);
  await submitAndOpenResult(page);
  await expect(page.getByTestId("verdict")).toHaveText("Accepted", { timeout: 60_000 });
  await expect(page.getByTestId("status")).toHaveAttribute("data-status", "done");

  await page.goto(PROBLEM_PATH);
  await setCode(page, ALWAYS_NO);
  await submitAndOpenResult(page);
  await expect(page.getByTestId("verdict")).toHaveText("Wrong Answer", { timeout: 60_000 });

  await page.getByRole("link", { name: "My submissions" }).click();
  const history = page.getByTestId("submission-row");
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText("Wrong Answer");
  await expect(history.nth(1)).toContainText("Accepted");

  // A student has no studio; `npm run user` on the same database makes them an instructor.
  expect((await page.goto("/studio"))?.status()).toBe(403);
  setRole(email, "instructor", databaseUrl);
  expect((await page.goto("/studio"))?.status()).toBe(200);
  await expect(page.getByTestId("studio")).toBeVisible();
  await expect(page.getByTestId("studio-new-slug")).toBeVisible();
});
