// The site's main pages, for the checks that visit every one of them (phone layout, axe).
// Signed-out pages need nothing; the others need a student with a submission, and an instructor.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { CORRECT_NIM, PROBLEM_PATH, setCode, submitAndOpenResult } from "./helpers";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
// The same data folder playwright.config.ts gives the server.
const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(ROOT, "test-results", "e2e-data");

export interface MainPage {
  /** A short name, used in messages and screenshot files. */
  name: string;
  path: string;
}

/** Pages anyone can open. The editorial is revealed so its widgets are on the page. */
export const PUBLIC_PAGES: readonly MainPage[] = [
  { name: "home", path: "/" },
  { name: "problem", path: PROBLEM_PATH },
  { name: "editorial-nim", path: `${PROBLEM_PATH}/editorial?reveal=1` },
  { name: "editorial-wythoff", path: "/problems/poj-1067-wythoff-stone-game/editorial?reveal=1" },
  { name: "play-nim", path: `${PROBLEM_PATH}/play` },
  { name: "play-kiki", path: "/problems/hdu-2147-kikis-game/play" },
  { name: "play-georgia-bob", path: "/problems/poj-1704-georgia-and-bob/play" },
  { name: "play-fibonacci-nim", path: "/problems/hoj-1367-a-stone-game/play" },
  { name: "play-multiplication", path: "/problems/poj-2505-a-multiplication-game/play" },
  { name: "conjecture", path: `${PROBLEM_PATH}/conjecture` },
  { name: "lab", path: "/lab" },
  { name: "learn", path: "/learn" },
  { name: "signin", path: "/signin" },
  { name: "signup", path: "/signup" },
];

/** Pages for a signed-in student; "submission" is filled in by submitOne. */
export const STUDENT_PAGES: readonly MainPage[] = [
  { name: "submissions", path: "/submissions" },
  { name: "problem-signed-in", path: PROBLEM_PATH },
  { name: "learn-signed-in", path: "/learn" },
];

/** The studio's pages an instructor opens first. */
export const STUDIO_PAGES: readonly MainPage[] = [
  { name: "studio", path: "/studio" },
  { name: "studio-sets", path: "/studio/sets" },
  { name: "studio-new-set", path: "/studio/sets/new" },
  { name: "studio-import", path: "/studio/import" },
];

/** The admin's pages outside the studio. */
export const ADMIN_PAGES: readonly MainPage[] = [{ name: "admin-judges", path: "/admin/judges" }];

/**
 * `npm run user -- role` on the SQLite server's database, or on `databaseUrl` (the PostgreSQL
 * server's). Through node's tsx loader, not npx: npx cost 1.7 s of CPU a call, node 0.6 s.
 */
export function setRole(email: string, role: "student" | "instructor" | "admin", databaseUrl?: string): void {
  const database = databaseUrl === undefined ? { DATA_DIR } : { DATABASE_URL: databaseUrl };
  execFileSync(process.execPath, ["--import", "tsx", "scripts/user.ts", "role", email, role], { cwd: ROOT, env: { ...process.env, ...database }, stdio: "pipe" });
}

/** Submits a correct program and returns its submission page's path. */
export async function submitOne(page: Page): Promise<string> {
  await page.goto(PROBLEM_PATH);
  await setCode(page, CORRECT_NIM);
  await submitAndOpenResult(page);
  await expect(page.getByTestId("status")).toHaveAttribute("data-status", "done", { timeout: 60_000 });
  return new URL(page.url()).pathname;
}

/** Opens a page and waits until it is drawn: the editor, when the page has one, has mounted. */
export async function openSettled(page: Page, target: MainPage): Promise<void> {
  const response = await page.goto(target.path);
  expect(response?.status(), `${target.name} (${target.path})`).toBe(200);
  await page.waitForLoadState("networkidle");
  if ((await page.getByTestId("code-editor").count()) > 0) {
    await expect(page.getByTestId("code-editor").first()).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  }
}
