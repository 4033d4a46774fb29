// The studio's rough edges: a new problem's form keeps its fields when refused and holds a submit
// made before the page's script ran; leaving the editor with unsaved edits asks first (in-app links and
// closing the tab), the Chinese files are added beside the English ones, re-importing a zip over
// one's own draft asks first and names the draft, and a bundled problem has a read-only page.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, test, type Dialog } from "@playwright/test";
import { scanAccessibility } from "./axe";
import { freshEmail, holdScripts, signUp } from "./helpers";
import { makeDraftEnglishOnly } from "./studio-helpers";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
// The same data folder playwright.config.ts gives the server.
const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(ROOT, "test-results", "e2e-data");

test("the studio warns before losing edits, asks before re-importing over a draft, and shows bundled problems read-only", async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext();
  const teacher = await context.newPage();
  const email = freshEmail("rough-teacher");
  await signUp(teacher, email);
  execFileSync("npx", ["tsx", "scripts/user.ts", "role", email, "instructor"], { cwd: ROOT, env: { ...process.env, DATA_DIR }, stdio: "pipe" });

  // A taken slug is refused, and the form keeps what was typed.
  await teacher.goto("/studio");
  await teacher.getByTestId("studio-new-slug").fill("poj-2234-matches-game");
  await teacher.getByTestId("studio-new-title").fill("Rough Edges Game");
  await teacher.getByTestId("studio-create").click();
  await expect(teacher.getByTestId("studio-new-error")).toHaveText('A problem with the slug "poj-2234-matches-game" already exists: choose another slug.');
  await expect(teacher.getByTestId("studio-new-slug")).toHaveValue("poj-2234-matches-game");
  await expect(teacher.getByTestId("studio-new-title")).toHaveValue("Rough Edges Game");

  // Created before the page's script has run: the submit waits for it, then goes through.
  const slug = `rough-edges-${Date.now()}`;
  const release = await holdScripts(teacher);
  await teacher.goto("/studio", { waitUntil: "domcontentloaded" });
  await teacher.getByTestId("studio-new-slug").fill(slug);
  await teacher.getByTestId("studio-new-title").fill("Rough Edges Game");
  await teacher.getByTestId("studio-create").click();
  release();
  await teacher.waitForURL(new RegExp(`/studio/problems/${slug}$`));
  const editorUrl = teacher.url();
  await makeDraftEnglishOnly(teacher);

  // An unsaved edit: an in-app link asks, and "Cancel" keeps the page and the edit.
  const dialogs: Dialog[] = [];
  const answer = { accept: false };
  teacher.on("dialog", (dialog) => {
    dialogs.push(dialog);
    void (answer.accept ? dialog.accept() : dialog.dismiss());
  });
  const statement = teacher.getByTestId("studio-file-statement.md");
  const edited = "An edit that is not saved yet.\n\n## Input\n\nOne integer $n$.\n\n## Output\n\n`First` or `Second`.\n";
  await statement.fill(edited);
  const problemsLink = teacher.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Problems" });
  await problemsLink.click();
  await expect.poll(() => dialogs.length).toBe(1);
  expect(dialogs[0]!.type()).toBe("confirm");
  expect(dialogs[0]!.message()).toBe("This page has unsaved changes. Leave it and lose them?");
  expect(teacher.url()).toBe(editorUrl);
  await expect(statement).toHaveValue(edited);

  // The Chinese files: added beside the English ones, with the headings in Chinese.
  await expect(teacher.getByTestId("studio-file-statement.zh.md")).toHaveCount(0);
  await teacher.getByTestId("studio-add-chinese-statement.md").click();
  await expect(teacher.getByTestId("studio-file-statement.zh.md")).toHaveValue(/## 输入[\s\S]*## 输出/);
  await expect(teacher.getByTestId("studio-file-editorial.zh.md")).toBeVisible();

  // Closing the tab with unsaved edits: the browser's own prompt.
  await teacher.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs.length).toBe(2);
  expect(dialogs[1]!.type()).toBe("beforeunload");
  expect(teacher.isClosed()).toBe(false);

  // Saved: links leave without asking.
  await teacher.getByTestId("studio-save").click();
  await expect(teacher.getByTestId("studio-saved")).toBeVisible();
  await problemsLink.click();
  await teacher.waitForURL((url) => url.pathname === "/");
  expect(dialogs).toHaveLength(2);

  // Re-importing the draft's own zip asks first, naming the draft; Cancel imports nothing.
  const exported = await teacher.request.get(`/api/studio/problems/${slug}/export`);
  expect(exported.status()).toBe(200);
  const zip = { name: `${slug}.zip`, mimeType: "application/zip", buffer: Buffer.from(await exported.body()) };
  await teacher.goto("/studio/import");
  await teacher.locator('input[type="file"]').setInputFiles(zip);
  await teacher.getByRole("button", { name: "Import" }).click();
  await expect(teacher.getByTestId("import-confirm")).toContainText(`The zip is for ${slug}, your draft “Rough Edges Game”.`, { timeout: 60_000 });
  await teacher.getByTestId("import-confirm-cancel").click();
  await expect(teacher.getByTestId("import-message")).toHaveText("Nothing was imported.");
  await teacher.getByRole("button", { name: "Import" }).click();
  await teacher.getByTestId("import-confirm-replace").click();
  await expect(teacher.getByTestId("import-message")).toHaveText(new RegExp(`^Problem ${slug}: your draft was replaced by the zip's files\\.`), { timeout: 60_000 });

  // A bundled problem: its files read-only, with Export.
  await teacher.goto("/studio/problems/poj-2234-matches-game");
  await expect(teacher.getByTestId("studio-bundled")).toBeVisible();
  await expect(teacher.getByTestId("studio-file-statement.md")).toContainText("Two players sit in front of several piles of matches");
  await expect(teacher.getByTestId("studio-save")).toHaveCount(0);
  const href = (await teacher.getByTestId("studio-export").getAttribute("href"))!;
  expect((await teacher.request.get(href)).status()).toBe(200);

  // The studio in Chinese: its chrome translated, and no serious or critical axe violation on the
  // editor (both languages side by side), the check page and the bundled page.
  await teacher.goto(`/studio/problems/${slug}?lang=zh`);
  await expect(teacher.getByTestId("studio-save")).toHaveText("保存草稿");
  await expect(teacher.getByTestId("studio-last-check")).toHaveText("最近检查：从未检查");
  await teacher.goto(`/studio/problems/${slug}/check`);
  await expect(teacher.getByTestId("check-languages")).toHaveAttribute("data-missing", "");
  await expect(teacher.getByTestId("check-run")).toHaveText("检查");
  for (const page of [`/studio/problems/${slug}`, `/studio/problems/${slug}/check`, "/studio/problems/poj-2234-matches-game"]) {
    await teacher.goto(page);
    await teacher.waitForLoadState("networkidle");
    expect.soft((await scanAccessibility(teacher)).blocking, page).toEqual([]);
  }
});
