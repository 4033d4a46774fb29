// Markdown an instructor writes cannot run script in a student's browser: a published statement
// and editorial full of payloads (a javascript: link, an <img onerror>, a <script>, ...) run
// nothing, not even when the link is clicked. Every page carries a Content-Security-Policy with
// a nonce (fresh per response, or for a cached page its rendering's own) and cannot be framed; a handler that reaches the DOM anyway is blocked by the
// policy. And the app's own pages work under that policy without a single violation.
import { expect, test, type BrowserContext, type Page, type Response } from "@playwright/test";
import { setRole } from "./main-pages";
import { CORRECT_NIM, PROBLEM_PATH, errorMarkers, freshEmail, setCode, signUp, submitAndOpenResult } from "./helpers";

// Each payload would set window.__pwned and the document's title if it ever ran.
const run = (what: string) => `window.__pwned='${what}';document.title='pwned'`;
const HOSTILE_STATEMENT = [
  "Take stones from the pile; who takes the last one wins.",
  "",
  `[click me](javascript:${run("link")})`,
  "",
  `<img src=x onerror="${run("img")}">`,
  "",
  `<script>${run("script")}</script>`,
  "",
  `Inline <svg onload="${run("svg")}"></svg> and ![a board](javascript:${run("image")}) and [obfuscated](jav&#x09;ascript:${run("entity")})`,
  "",
  `![a" onerror="${run("alt")}](x.png)`,
  "",
  `$\\href{javascript:${run("katex")}}{math link}$`,
].join("\n");
const HOSTILE_EDITORIAL = [
  "The losing positions are the multiples of seven.",
  "",
  `<iframe srcdoc="<script>parent.${run("iframe")}</script>"></iframe> [reference][evil]`,
  "",
  `[evil]: javascript:${run("reference")}`,
].join("\n");

/** Records every CSP violation and CSP console message of the context's pages. */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding("__reportViolation", (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
      void report(`${location.pathname}: ${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  context.on("page", (page) => watchConsole(page, violations));
  for (const page of context.pages()) watchConsole(page, violations);
  return violations;
}

function watchConsole(page: Page, violations: string[]): void {
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`console on ${page.url()}: ${message.text()}`);
  });
}

/** The nonce of a page's policy, after checking the policy's parts and the framing headers. */
function checkSecurityHeaders(response: Response | null): string {
  expect(response).not.toBeNull();
  const headers = response!.headers();
  const policy = headers["content-security-policy"] ?? "";
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? "";
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc)?.[1];
  expect(nonce, policy).toBeDefined();
  expect(nonce!.length).toBeGreaterThanOrEqual(16);
  expect(scriptSrc).toContain("'strict-dynamic'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  for (const part of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) expect(policy).toContain(part);
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("same-origin");
  return nonce!;
}

async function pwned(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);
}

async function expectNothingRan(page: Page, title: string): Promise<void> {
  expect(await pwned(page)).toBeUndefined();
  await expect(page).toHaveTitle(title);
  // No link or image points at script, and no element carries a handler.
  const bad = await page.locator("main").evaluate((main) =>
    [...main.querySelectorAll("*")].flatMap((el) =>
      [...el.attributes]
        .filter((a) => /^on/i.test(a.name) || (/^(href|src|xlink:href)$/i.test(a.name) && /^\s*(javascript|vbscript|data):/i.test(a.value)))
        .map((a) => `<${el.tagName.toLowerCase()} ${a.name}="${a.value}">`),
    ),
  );
  expect(bad).toEqual([]);
  await expect(page.locator("main script, main iframe, main object, main embed")).toHaveCount(0);
}

async function runCheckAndPublish(page: Page, slug: string): Promise<void> {
  await page.goto(`/studio/problems/${slug}/check`);
  await page.getByTestId("check-run").click();
  await expect(page.getByTestId("check-status")).toHaveAttribute("data-status", "passed", { timeout: 300_000 });
  // The hostile draft is in English only: publishing it needs the teacher's confirmation.
  await page.getByTestId("check-accept-missing").check();
  await page.getByTestId("check-publish").click();
  await expect(page.getByTestId("check-message")).toContainText("Published");
}

test("pages cannot be framed: another page's iframe of the app stays empty", async ({ page, baseURL }) => {
  const signin = await page.request.get(`${baseURL}/signin`);
  expect(signin.headers()["x-frame-options"]).toBe("DENY");
  expect(signin.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  // Route handlers answer data under a policy that allows nothing at all.
  const api = await page.request.get(`${baseURL}/api/auth/csrf`);
  expect(api.headers()["content-security-policy"]).toContain("default-src 'none'");
  expect(api.headers()["x-frame-options"]).toBe("DENY");
  // A page of another origin (about:blank here) frames the sign-in page; setContent waits for
  // the frame's load. A framed app would show its password field.
  await page.goto("about:blank");
  await page.setContent(`<iframe id="victim" src="${baseURL}/signin"></iframe>`);
  const frame = page.frame({ url: (url) => url.href !== "about:blank" }) ?? (await (await page.$("#victim"))!.contentFrame());
  expect(frame).not.toBeNull();
  expect(await frame!.locator("input[type=password]").count()).toBe(0);
  expect(frame!.url()).not.toBe(`${baseURL}/signin`);
});

test("the app works under the policy with no violation: editor, run, submit, live verdict, conjecture, play, lab, editorial widgets", async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext();
  const violations = await watchViolations(context);
  const page = await context.newPage();

  checkSecurityHeaders(await page.goto("/signup"));
  await signUp(page, freshEmail("csp"));
  checkSecurityHeaders(await page.goto("/"));

  // The editor with its TypeScript worker: a type error shows up as a marker.
  checkSecurityHeaders(await page.goto(PROBLEM_PATH));
  await setCode(page, "const n: number = 'not a number';\n");
  await expect.poll(() => errorMarkers(page), { timeout: 60_000 }).toContainEqual(expect.stringContaining("not assignable"));

  // Run, then Submit with the verdict streamed to the submission page.
  await setCode(page, CORRECT_NIM);
  await page.getByTestId("run").click();
  await expect(page.getByTestId("run-verdict")).toHaveText("Accepted", { timeout: 90_000 });
  await submitAndOpenResult(page);
  await expect(page.getByTestId("verdict")).toHaveText("Accepted", { timeout: 120_000 });

  // Test a conjecture: the student's function runs in the checker's Web Worker.
  await page.goto(`${PROBLEM_PATH}/conjecture`);
  await setCode(page, "function grundy(piles: number[]): number {\n  return piles.reduce((a, b) => a ^ b, 0);\n}\n");
  await page.getByTestId("conjecture-check").click();
  await expect(page.getByTestId("conjecture-result")).toHaveAttribute("data-status", "holds", { timeout: 60_000 });

  // Play against the perfect player (hydrated board).
  await page.goto(`${PROBLEM_PATH}/play`);
  await expect(page.getByTestId("board")).toBeVisible();
  await page.getByTestId("start-text").fill("3 4 5");
  await page.getByTestId("first-player").selectOption("student");
  await page.getByTestId("start-typed").click();
  await expect(page.getByTestId("turn")).toHaveAttribute("data-turn", "student");

  // An editorial's widget, hydrated: changing its argument recomputes it in the page.
  await page.goto("/problems/hdu-1847-good-luck-in-cet-4-everybody/editorial?reveal=1");
  const widget = page.getByTestId("widget").filter({ has: page.getByTestId("pn-strip") });
  await widget.getByTestId("widget-arg-to").fill("60");
  await expect(page.getByTestId("pn-strip-cell")).toHaveCount(61);

  // The game lab.
  await page.goto("/lab?g=s:1,3,4");
  await expect(page.getByTestId("lab-builder")).toBeVisible();
  await expect(page.getByTestId("lab-cell").first()).toBeVisible();

  expect(violations).toEqual([]);
});

test("an instructor's hostile statement and editorial run nothing for a student, and the policy blocks what reaches the DOM", async ({ browser }) => {
  test.setTimeout(900_000);
  const instructorContext = await browser.newContext();
  const instructorViolations = await watchViolations(instructorContext);
  const instructor = await instructorContext.newPage();
  const instructorEmail = freshEmail("instructor");
  await signUp(instructor, instructorEmail);
  setRole(instructorEmail, "instructor");

  const slug = `hostile-${Date.now()}`;
  await instructor.goto("/studio");
  await instructor.getByTestId("studio-new-slug").fill(slug);
  await instructor.getByTestId("studio-new-title").fill("Hostile Statement");
  await instructor.getByTestId("studio-create").click();
  await instructor.waitForURL(new RegExp(`/studio/problems/${slug}$`));
  await instructor.waitForFunction(() => window.nimbusEditors?.["solutions/accepted/reference.ts"] !== undefined, undefined, { timeout: 60_000 });
  await instructor.getByTestId("studio-file-statement.md").fill(HOSTILE_STATEMENT);
  await instructor.getByTestId("studio-file-editorial.md").fill(HOSTILE_EDITORIAL);
  // The instructor's own live preview runs nothing either.
  await expect(instructor.getByTestId("studio-preview-statement.md")).toContainText("click me");
  await expect(instructor.getByTestId("studio-preview-editorial.md")).toContainText("multiples of seven");
  expect(await pwned(instructor)).toBeUndefined();
  await instructor.getByTestId("studio-save").click();
  await expect(instructor.getByTestId("studio-saved")).toBeVisible();
  await runCheckAndPublish(instructor, slug);
  expect(instructorViolations).toEqual([]);

  const studentContext = await browser.newContext();
  const studentViolations = await watchViolations(studentContext);
  const student = await studentContext.newPage();
  await signUp(student, freshEmail("student"));

  const response = await student.goto(`/problems/${slug}`);
  const nonce = checkSecurityHeaders(response);
  await expect(student.getByTestId("problem-title")).toHaveText("Hostile Statement");
  await student.waitForFunction(() => window.nimbusEditor !== undefined, undefined, { timeout: 60_000 }); // hydrated, Monaco up
  const statement = student.locator(".statement");
  // The payloads are on the page as text, not as markup.
  await expect(statement).toContainText(`<script>${run("script")}</script>`);
  await expect(statement).toContainText(`<img src=x onerror="${run("img")}">`);
  await expectNothingRan(student, "Hostile Statement · Nimbus");
  await statement.getByText("click me").click();
  await statement.getByText("obfuscated").click();
  await expect(statement.locator(".katex a")).toHaveCount(0); // \href made no link
  await expectNothingRan(student, "Hostile Statement · Nimbus");

  // Every script tag the server sent (Next.js's bootstrap and its chunks) carries this response's
  // nonce; the chunks those load later need none ('strict-dynamic').
  const scriptTags = (await response!.text()).match(/<script\b[^>]*>/gi) ?? [];
  expect(scriptTags.length).toBeGreaterThan(0);
  expect(scriptTags.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
  // The problem page is served from the cache (lib/cache/cached-pages.ts): one rendering for every
  // reader, so the nonce is that rendering's (cachedPageNonce: an HMAC under the server's secret of
  // its content version, language and theme, which the statement's author cannot know). A page
  // rendered per request gets a fresh nonce for every response.
  expect(checkSecurityHeaders(await student.goto(`/problems/${slug}`))).toBe(nonce);
  const perRequest = checkSecurityHeaders(await student.goto(`/problems/${slug}/editorial`));
  expect(checkSecurityHeaders(await student.goto(`/problems/${slug}/editorial`))).not.toBe(perRequest);

  const editorial = await student.goto(`/problems/${slug}/editorial?reveal=1`);
  checkSecurityHeaders(editorial);
  await expect(student.getByTestId("editorial")).toContainText("multiples of seven");
  await expect(student.getByTestId("editorial")).toContainText("<iframe srcdoc=");
  await student.getByTestId("editorial").getByText("reference").click();
  await expectNothingRan(student, "Editorial: Hostile Statement · Nimbus");
  expect(studentViolations).toEqual([]);

  // Second layer: an inline handler that did reach the DOM is refused by the policy.
  await student.evaluate((code) => {
    const box = document.createElement("div");
    box.innerHTML = `<img src="/no-such-image.png" onerror="${code}">`;
    document.body.append(box);
  }, run("injected"));
  await expect.poll(() => studentViolations.filter((v) => v.includes("script-src")).length).toBeGreaterThan(0);
  expect(await pwned(student)).toBeUndefined();
});
