// The studio's roles, end to end: every studio URL (listed from the app folder, so a new page
// is not forgotten) sends a signed-out visitor to sign in and gives a student HTTP 403; the
// studio's server actions, POSTed by a student, are refused and change nothing; an admin
// promotes a user to instructor, who reaches the studio at once and creates a problem that
// students do not see.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page, type Request } from "@playwright/test";
import { freshEmail, signUp } from "./helpers";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const STUDIO_DIR = path.join(ROOT, "app", "studio");
// The same data folder playwright.config.ts gives the server.
const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(ROOT, "test-results", "e2e-data");

interface StudioRoute {
  /** URL path with dynamic segments still in brackets, e.g. /studio/problems/[slug]. */
  pattern: string;
  kind: "page" | "route";
  /** Route handlers: the HTTP methods the file exports. */
  methods: string[];
}

/** Every page.tsx and route.ts under app/studio, as URL patterns (route groups dropped). */
function studioRoutes(dir = STUDIO_DIR, prefix = "/studio"): StudioRoute[] {
  const routes: StudioRoute[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name.startsWith("_")) continue; // private folders are not routes
      const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
      routes.push(...studioRoutes(full, `${prefix}${segment}`));
    } else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) {
      routes.push({ pattern: prefix, kind: "page", methods: ["GET"] });
    } else if (/^route\.(tsx|ts|jsx|js)$/.test(entry.name)) {
      const source = readFileSync(full, "utf8");
      const methods = [...source.matchAll(/export\s+(?:async\s+)?(?:function|const)\s+(GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]!);
      routes.push({ pattern: prefix, kind: "route", methods });
    }
  }
  return routes;
}

/** A URL for a pattern: every dynamic segment gets the value a test set up (a real problem's slug). */
function fill(pattern: string, value: string): string {
  return pattern.replace(/\[\[?\.{0,3}[^\]]+\]\]?/g, value);
}

function setRole(email: string, role: "student" | "instructor" | "admin"): void {
  execFileSync("npx", ["tsx", "scripts/user.ts", "role", email, role], { cwd: ROOT, env: { ...process.env, DATA_DIR }, stdio: "pipe" });
}

async function newUser(browser: Browser, label: string): Promise<{ page: Page; email: string }> {
  const page = await (await browser.newContext()).newPage();
  const email = freshEmail(label);
  await signUp(page, email);
  return { page, email };
}

/** The id of the server action a click sends (Next posts it in the Next-Action header). */
async function actionIdOf(page: Page, click: () => Promise<void>): Promise<string> {
  const request = page.waitForRequest((r: Request) => r.method() === "POST" && r.headers()["next-action"] !== undefined);
  await click();
  return (await request).headers()["next-action"]!;
}

/** POSTs a server action like the browser does, with the given page's cookies. */
async function postAction(page: Page, url: string, actionId: string, args: unknown[]) {
  return page.request.post(url, {
    headers: { "Next-Action": actionId, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component" },
    data: JSON.stringify(args),
  });
}

test.describe.configure({ mode: "serial" });

let admin: { page: Page; email: string };
let teacher: { page: Page; email: string };
let student: { page: Page; email: string };
const slug = `studio-e2e-${Date.now()}`;
const actionIds: Record<string, string> = {};

test("an admin promotes a user to instructor, who creates a problem that students do not see", async ({ browser }) => {
  admin = await newUser(browser, "studio-admin");
  setRole(admin.email, "admin");
  teacher = await newUser(browser, "studio-teacher");
  student = await newUser(browser, "studio-student");

  // Before the promotion the future instructor is a student: 403.
  const before = await teacher.page.goto("/studio");
  expect(before?.status()).toBe(403);

  // The admin sets the role on /studio/users (the same setUserRole as `npm run user`).
  await admin.page.goto("/studio/users");
  const select = admin.page.getByTestId(`studio-user-${teacher.email}`).getByTestId("studio-role");
  actionIds.setRole = await actionIdOf(admin.page, async () => {
    await select.selectOption("instructor");
  });
  await expect(admin.page.getByTestId(`studio-user-${teacher.email}`).getByTestId("studio-role-message")).toHaveText("saved");
  // An admin's own role cannot be changed from the page.
  await expect(admin.page.getByTestId(`studio-user-${admin.email}`).getByTestId("studio-role")).toBeDisabled();

  // The role counts at once (read from the database), without signing in again.
  const after = await teacher.page.goto("/studio");
  expect(after?.status()).toBe(200);
  await teacher.page.getByTestId("studio-new-slug").fill(slug);
  await teacher.page.getByTestId("studio-new-title").fill("Studio end-to-end game");
  actionIds.create = await actionIdOf(teacher.page, () => teacher.page.getByTestId("studio-create").click());
  await teacher.page.waitForURL(`**/studio/problems/${slug}`);
  await expect(teacher.page.getByTestId("studio-status")).toHaveText("draft");

  // The draft is the scaffold; editing a statement and saving it stores it.
  const statement = teacher.page.getByTestId("studio-file-statement.md");
  await expect(statement).toHaveValue(/A pile holds \$n\$ stones/);
  await statement.fill("Edited by the instructor: $n$ stones.");
  await expect(teacher.page.getByTestId("studio-preview-statement.md").locator(".katex").first()).toBeVisible();
  actionIds.save = await actionIdOf(teacher.page, () => teacher.page.getByTestId("studio-save").click());
  await expect(teacher.page.getByTestId("studio-saved")).toBeVisible();
  await teacher.page.waitForFunction((p) => window.nimbusEditors?.[p] !== undefined, "problem.ts", { timeout: 60_000 });
  expect(await teacher.page.evaluate(() => window.nimbusEditors!["problem.ts"]!.getValue())).toContain(`slug: "${slug}"`);
  await teacher.page.reload();
  await expect(teacher.page.getByTestId("studio-file-statement.md")).toHaveValue("Edited by the instructor: $n$ stones.");

  // A path outside the package format is refused with a message, and nothing is lost.
  await teacher.page.getByTestId("studio-add-path").fill("../secrets.ts");
  await teacher.page.getByTestId("studio-add-file").click();
  await expect(teacher.page.getByTestId("studio-error")).toContainText("../secrets.ts: not a file of the package format");

  // Publishing an unchecked draft is refused; it stays a draft.
  actionIds.publish = await actionIdOf(teacher.page, () => teacher.page.getByTestId("studio-publish").click());
  await expect(teacher.page.getByTestId("studio-error")).toBeVisible();
  await expect(teacher.page.getByTestId("studio-status")).toHaveText("draft");
  await expect(teacher.page.getByTestId("studio-check-link")).toHaveAttribute("href", `/studio/problems/${slug}/check`);

  // Students do not see the draft: not in the list, 404 on its page.
  await student.page.goto("/");
  await expect(student.page.getByText("Studio end-to-end game")).toHaveCount(0);
  const hidden = await student.page.goto(`/problems/${slug}`);
  expect(hidden?.status()).toBe(404);

  // The admin sees it in the studio with its owner; the bundled packages are listed read-only.
  await admin.page.goto("/studio");
  await expect(admin.page.getByTestId(`studio-row-${slug}`)).toContainText(teacher.email);
  await expect(admin.page.getByTestId("studio-row-poj-2234-matches-game")).toContainText("bundled (read-only)");
});

test("a student's POSTs of the studio's server actions are refused and change nothing", async () => {
  expect(Object.keys(actionIds).sort()).toEqual(["create", "publish", "save", "setRole"]);
  const refused = "Only instructors and admins may use the studio.";

  const create = await postAction(student.page, "/studio", actionIds.create!, [{ slug: `${slug}-sneak`, title: "Sneak" }]);
  expect(await create.text()).toContain(refused);
  const save = await postAction(student.page, `/studio/problems/${slug}`, actionIds.save!, [{ slug, files: { "statement.md": "hijacked" } }]);
  expect(await save.text()).toContain(refused);
  const publish = await postAction(student.page, `/studio/problems/${slug}`, actionIds.publish!, [{ slug }]);
  expect(await publish.text()).toContain(refused);
  const promote = await postAction(student.page, "/studio/users", actionIds.setRole!, [{ email: student.email, role: "admin" }]);
  expect(await promote.text()).toContain("Only admins may do this.");

  // Nothing changed: no new problem, the draft as saved, still a draft, the student still a student.
  await admin.page.goto("/studio");
  await expect(admin.page.getByTestId(`studio-row-${slug}-sneak`)).toHaveCount(0);
  await expect(admin.page.getByTestId(`studio-row-${slug}`)).toContainText("draft");
  await teacher.page.goto(`/studio/problems/${slug}`);
  await expect(teacher.page.getByTestId("studio-file-statement.md")).toHaveValue("Edited by the instructor: $n$ stones.");
  const still = await student.page.goto("/studio");
  expect(still?.status()).toBe(403);
});

test("a signed-out visitor is sent to sign in from every studio page", async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  const pages = studioRoutes().filter((r) => r.kind === "page");
  expect(pages.map((r) => r.pattern)).toEqual(expect.arrayContaining(["/studio", "/studio/users", "/studio/problems/[slug]"]));
  for (const route of pages) {
    const url = fill(route.pattern, slug);
    await page.goto(url);
    await expect(page, url).toHaveURL(/\/signin\?callbackUrl=/);
    expect(new URL(page.url()).searchParams.get("callbackUrl"), url).toBe(url);
  }
  // The admin page of judges sits outside the studio behind the same gate.
  await page.goto("/admin/judges");
  expect(new URL(page.url()).searchParams.get("callbackUrl")).toBe("/admin/judges");
});

test("a student gets 403 on every studio URL", async () => {
  const routes = studioRoutes();
  for (const route of routes) {
    const url = fill(route.pattern, slug);
    for (const method of route.methods) {
      const response = await student.page.request.fetch(url, { method, maxRedirects: 0, failOnStatusCode: false });
      // Soft: one broken route must not hide the others.
      expect.soft(response.status(), `${method} ${url}`).toBe(403);
      if (route.kind === "page") {
        const html = await response.text();
        expect.soft(html, url).toContain("403: not allowed");
        expect.soft(html, url).not.toContain('data-testid="studio-');
      }
    }
  }
  // An instructor on the admin-only page: 403 too.
  const users = await teacher.page.goto("/studio/users");
  expect(users?.status()).toBe(403);
  // And on /admin/judges (the judges' hosts and what they judge): the same 403, nothing of the page.
  for (const who of [student, teacher]) {
    const response = await who.page.request.fetch("/admin/judges", { maxRedirects: 0, failOnStatusCode: false });
    expect(response.status()).toBe(403);
    const html = await response.text();
    expect(html).toContain("403: not allowed");
    expect(html).not.toContain('data-testid="admin-judges"');
  }
});
