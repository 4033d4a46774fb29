// The problem page is served from Next's cache (lib/cache/cached-pages.ts, proxy.ts): rendered once
// per content version, language and theme, then the same HTML for every reader, with the nonce that
// rendering carries in its policy. A change written by another process (as `npm run seed` or another
// web server writes it) is served without anyone telling the server; an unpublished problem is a
// 404 for everyone; the reader's own parts (the header's account, the next problem) come from the
// browser.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type APIResponse } from "@playwright/test";
import { createPrismaClient, type PrismaClient } from "../../lib/db";
import { freshEmail, signUp } from "./helpers";

const dataDir = process.env.E2E_DATA_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "test-results", "e2e-data");
// A problem no other spec changes or submits to.
const SLUG = "hdu-1846-brave-game";
const PAGE = `/problems/${SLUG}`;

function openDatabase(): PrismaClient {
  return createPrismaClient(`file:${path.join(dataDir, "nimbus.db")}`);
}

function scriptNonces(html: string): Set<string> {
  return new Set([...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]!));
}

function policyNonce(response: APIResponse): string | undefined {
  return /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
}

test("a problem page is rendered once per language and served from the cache, its scripts under the policy's nonce", async ({ playwright, baseURL }) => {
  for (const [locale, title, lang] of [
    ["en", "Brave Game", "en"],
    ["zh", "勇敢者的游戏", "zh-CN"],
  ] as const) {
    const reader = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `NIMBUS_LOCALE=${locale}` } });
    const first = await reader.get(PAGE);
    expect(first.status()).toBe(200);
    const second = await reader.get(PAGE);
    expect(second.headers()["x-nextjs-cache"], locale).toBe("HIT");
    const html = await second.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(title);
    // One nonce on every script Next wrote, the one the policy names; the same for the next reader.
    expect(scriptNonces(html)).toEqual(new Set([policyNonce(second)]));
    expect(policyNonce(first)).toBe(policyNonce(second));
    // No shared cache in front may keep it: the address is the same for every version and language.
    expect(second.headers()["cache-control"]).toContain("private");
    await reader.dispose();
  }
});

test("a change written by another process is served without telling the server, and an unpublished problem is a 404", async ({ request }) => {
  const prisma = openDatabase();
  const before = await prisma.problem.findUniqueOrThrow({ where: { slug: SLUG }, select: { statement: true } });
  const marker = `Changed by another process ${Date.now()}.`;
  try {
    expect(await (await request.get(PAGE)).text()).not.toContain(marker);
    await prisma.problem.update({ where: { slug: SLUG }, data: { statement: `${before.statement}\n\n${marker}\n` } });
    // Within the server's short look at the content version (CONTENT_VERSION_TTL_MS).
    await expect.poll(async () => (await request.get(PAGE)).text()).toContain(marker);
    const again = await request.get(PAGE);
    expect(again.headers()["x-nextjs-cache"]).toBe("HIT");

    await prisma.problem.update({ where: { slug: SLUG }, data: { published: false } });
    await expect.poll(async () => (await request.get(PAGE)).status()).toBe(404);
    expect(await (await request.get(PAGE)).text()).not.toContain(marker);
  } finally {
    await prisma.problem.update({ where: { slug: SLUG }, data: { statement: before.statement, published: true } });
    await prisma.$disconnect();
  }
  await expect.poll(async () => (await request.get(PAGE)).status()).toBe(200);
  // The internal address of the cached renderings is not reachable from outside.
  expect((await request.get(`/cached/1-1/en/light${PAGE}`)).status()).toBe(404);
});

test("the reader's own parts come from the browser: the header's account on the cached page", async ({ page }) => {
  const email = freshEmail("cached");
  await page.goto(PAGE);
  await expect(page.getByTestId("sign-in-link")).toBeVisible();
  await signUp(page, email);
  await page.goto(PAGE);
  await expect(page.getByTestId("user-email")).toHaveText(email);
  await expect(page.getByTestId("next-problem")).toBeVisible();
  const me = await page.request.get("/api/me");
  expect(await me.json()).toEqual({ account: expect.objectContaining({ email }) });
  expect(me.headers()["cache-control"]).toContain("no-store");
});
