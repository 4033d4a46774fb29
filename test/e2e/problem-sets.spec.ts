// Problem sets end to end: an instructor creates a set of two bundled problems, a student opens
// the shared link, joins the set and solves one, and the instructor's progress table and CSV both
// show it solved in one attempt; a student who solves it without joining is in neither.
import { expect, test } from "@playwright/test";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { setRole } from "./main-pages";
import { CORRECT_NIM, freshEmail, setCode, signUp, submitAndOpenResult } from "./helpers";

test("an instructor's set: a student solves one problem, the table and the CSV show it", async ({ browser }) => {
  const teacher = await (await browser.newContext()).newPage();
  const teacherEmail = freshEmail("sets-teacher");
  await signUp(teacher, teacherEmail);
  setRole(teacherEmail, "instructor");

  await teacher.goto("/studio/sets/new");
  await teacher.getByTestId("set-title").fill("Week 1: Nim");
  await teacher.getByTestId("set-problem-poj-2234-matches-game").check();
  await teacher.getByTestId("set-problem-hdu-1846-brave-game").check();
  await teacher.getByTestId("set-create").click();
  await teacher.waitForURL(/\/studio\/sets\/week-1-nim-[0-9a-f]{6}$/);
  // The share link is absolute (the request's origin: no PUBLIC_URL is set here).
  const shareLink = (await teacher.getByTestId("share-link").getAttribute("href"))!;
  expect(shareLink).toMatch(/^http:\/\/[^/]+\/sets\/week-1-nim-[0-9a-f]{6}$/);
  expect(new URL(shareLink).origin).toBe(new URL(teacher.url()).origin);
  await expect(teacher.getByTestId("progress-row")).toHaveCount(0);

  const student = await (await browser.newContext()).newPage();
  const studentEmail = freshEmail("sets-student");
  await signUp(student, studentEmail);
  await student.goto(shareLink);
  await expect(student.getByRole("heading", { name: "Week 1: Nim" })).toBeVisible();
  await expect(student.getByTestId("set-deadline")).toHaveText("No deadline.");
  // Joining is the student's own click, after the page says what the owner will see.
  await expect(student.getByTestId("set-membership")).toHaveAttribute("data-membership", "none");
  await student.getByTestId("set-join").click();
  await expect(student.getByTestId("set-membership")).toHaveAttribute("data-membership", "member");
  await expect(student.getByTestId("set-leave")).toBeVisible();
  const rows = student.getByTestId("set-problem-row");
  await expect(rows).toHaveCount(2);
  const matches = rows.filter({ hasText: "Matches Game" });
  await expect(matches.getByTestId("my-status")).toHaveText("");
  await matches.getByRole("link", { name: "Matches Game" }).click();
  await setCode(student, CORRECT_NIM);
  await submitAndOpenResult(student);
  await expect(student.getByTestId("verdict")).toHaveText("Accepted", { timeout: 120_000 });
  await student.goto(shareLink);
  await expect(student.getByTestId("set-problem-row").filter({ hasText: "Matches Game" }).getByTestId("my-status")).toHaveText("Solved");
  await expect(student.getByTestId("set-problem-row").filter({ hasText: "Brave Game" }).getByTestId("my-status")).toHaveText("");

  // Another course's student solves the same problem after the set was made, without joining it.
  const outsider = await (await browser.newContext()).newPage();
  const outsiderEmail = freshEmail("sets-outsider");
  await signUp(outsider, outsiderEmail);
  await outsider.goto("/problems/poj-2234-matches-game");
  await setCode(outsider, CORRECT_NIM);
  await submitAndOpenResult(outsider);
  await expect(outsider.getByTestId("verdict")).toHaveText("Accepted", { timeout: 120_000 });

  // The instructor's table: the student who joined, solved in 1 attempt on Matches Game, blank elsewhere.
  await teacher.reload();
  await expect(teacher.getByTestId("progress-row")).toHaveCount(1);
  await expect(teacher.getByTestId("set-progress")).not.toContainText(outsiderEmail);
  await expect(teacher.getByTestId("member-row").filter({ hasText: studentEmail })).toHaveAttribute("data-via", "link");
  const row = teacher.getByTestId("progress-row").filter({ hasText: studentEmail });
  await expect(row).toHaveCount(1);
  const solvedCell = row.locator('[data-problem="poj-2234-matches-game"]');
  await expect(solvedCell.getByTestId("cell-status")).toHaveText("solved");
  await expect(solvedCell.getByTestId("cell-attempts")).toHaveText("1 attempt");
  await expect(row.locator('[data-problem="hdu-1846-brave-game"]')).toHaveText("");
  const shownInstant = (await solvedCell.getByTestId("cell-accepted-at").getAttribute("data-iso"))!;
  await expect(solvedCell.getByTestId("cell-accepted-at")).toContainText("UTC");

  // The CSV (fetched with the instructor's cookies) has the same row.
  const response = await teacher.request.get(`${new URL(teacher.url()).pathname}/csv`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/csv");
  const lines = (await response.text()).split("\r\n");
  // Columns in the set's order: the order the problems were ticked.
  expect(lines[0]).toBe(
    "name,email,solved,poj-2234-matches-game status,poj-2234-matches-game attempts,poj-2234-matches-game first accepted (UTC)," +
      "hdu-1846-brave-game status,hdu-1846-brave-game attempts,hdu-1846-brave-game first accepted (UTC)",
  );
  expect(lines.some((l) => l.includes(outsiderEmail))).toBe(false);
  const csvRow = lines.filter((l) => l.includes(studentEmail));
  expect(csvRow).toHaveLength(1);
  const fields = csvRow[0]!.split(",");
  expect(fields.slice(1)).toEqual([studentEmail, "1", "solved", "1", expect.stringMatching(/Z$/), "", "", ""]);
  expect(fields[5]).toBe(shownInstant);

  // The student may not read the table or the CSV.
  expect((await student.request.get(`${new URL(teacher.url()).pathname}/csv`)).status()).toBe(403);
});

test("zip export of a bundled problem, imported back under a new slug through the studio form", async ({ browser }) => {
  const teacher = await (await browser.newContext()).newPage();
  const teacherEmail = freshEmail("zip-teacher");
  await signUp(teacher, teacherEmail);
  setRole(teacherEmail, "instructor");

  const exported = await teacher.request.get("/api/studio/problems/poj-2234-matches-game/export");
  expect(exported.status()).toBe(200);
  expect(exported.headers()["content-disposition"]).toContain('filename="poj-2234-matches-game.zip"');
  const entries = unzipSync(new Uint8Array(await exported.body()));
  expect(Object.keys(entries)).toContain("poj-2234-matches-game/solutions/accepted/reference.ts");

  const slug = `zip-copy-${Date.now()}`;
  const renamed = Object.fromEntries(
    Object.entries(entries).map(([name, data]) => {
      const rel = name.slice("poj-2234-matches-game/".length);
      const text = rel === "problem.ts" ? strFromU8(data).replace('slug: "poj-2234-matches-game"', `slug: "${slug}"`) : strFromU8(data);
      return [`${slug}/${rel}`, strToU8(text)];
    }),
  );
  await teacher.goto("/studio/import");
  await teacher.locator('input[type="file"]').setInputFiles({ name: `${slug}.zip`, mimeType: "application/zip", buffer: Buffer.from(zipSync(renamed)) });
  await teacher.getByRole("button", { name: "Import" }).click();
  await expect(teacher.getByTestId("import-message")).toHaveText(new RegExp(`^Problem ${slug}: imported as an unpublished draft\\.`), { timeout: 60_000 });

  // A hostile zip is refused with a message naming the problem.
  await teacher.locator('input[type="file"]').setInputFiles({
    name: "evil.zip",
    mimeType: "application/zip",
    buffer: Buffer.from(zipSync({ ...renamed, [`${slug}/../evil.ts`]: strToU8("x") })),
  });
  await teacher.getByRole("button", { name: "Import" }).click();
  await expect(teacher.getByTestId("import-message")).toContainText(`Problem ${slug}: the zip has an entry "${slug}/../evil.ts"`);

  // The imported draft exports again to its owner; a student may not export anything.
  expect((await teacher.request.get(`/api/studio/problems/${slug}/export`)).status()).toBe(200);
  const student = await (await browser.newContext()).newPage();
  await signUp(student, freshEmail("zip-student"));
  expect((await student.request.get("/api/studio/problems/poj-2234-matches-game/export")).status()).toBe(403);
});
