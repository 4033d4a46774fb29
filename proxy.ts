// Runs before every page and route handler: gives each response its Content-Security-Policy
// (lib/http/content-security-policy.ts). A page's policy holds a fresh nonce, which Next.js
// reads back from the request headers while rendering and puts on its own scripts. The headers
// that never change (X-Frame-Options, nosniff, Referrer-Policy) are in next.config.js.
// It also turns a page's `?lang=zh` into the remembered language (lib/i18n/locales.ts) and
// redirects to the page without it, so a shared link opens in the sender's language; the
// language itself is read in lib/i18n/request.ts.
// Before all that it refuses a request for a Host that is not the site's, and a state-changing
// request from another site's page (lib/http/request-guard.ts): the one place that covers every
// route handler, server action and page alike.
// The pages that are the same for every reader (lib/cache/cached-pages.ts) are rewritten to their
// cached rendering for the current content version, the reader's language and theme; their nonce
// is the one that rendering carries (cachedPageNonce).
import { NextResponse, type NextRequest } from "next/server";
import { cachedPagePath, CACHED_PREFIX, internalCachedPath, themeSegment } from "@/lib/cache/cached-pages";
import { currentContent } from "@/lib/cache/content-version";
import { guardRequest } from "@/lib/http/request-guard";
import { cachedPageNonce, createNonce, DATA_CONTENT_SECURITY_POLICY, pageContentSecurityPolicy } from "@/lib/http/content-security-policy";
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, LOCALE_PARAM, resolveLocale } from "@/lib/i18n/locales";
import { parseThemeChoice, THEME_COOKIE } from "@/app/theme/theme-choice";

/** next-intl's own locale header: only a cached page's route names its language, never a client. */
const NEXT_INTL_LOCALE_HEADER = "x-next-intl-locale";

export async function proxy(request: NextRequest) {
  const refused = guardRequest(request);
  if (refused) return refused;
  const { pathname } = request.nextUrl;
  // The cached renderings are reached only through the rewrite below: a forged version, language
  // or theme would fill the cache with pages nobody asked for.
  if (pathname === CACHED_PREFIX || pathname.startsWith(`${CACHED_PREFIX}/`)) return new NextResponse(null, { status: 404 });
  const cachedPage = cachedPagePath(request.nextUrl);
  if (cachedPage !== null && !request.nextUrl.searchParams.has(LOCALE_PARAM)) {
    const content = await currentContent();
    // Only a published problem's page is rendered into the cache; any other slug is the ordinary
    // 404, so made-up addresses cannot fill it.
    if (cachedPage.problem === null || content.published.has(cachedPage.problem)) return rewriteToCache(request, cachedPage.path, content.version);
  }
  // A prefetch is data for a page that already has its policy: no nonce, nothing rewritten.
  if (isPrefetch(request)) return NextResponse.next();
  if (request.nextUrl.pathname.startsWith("/api/")) {
    const response = NextResponse.next();
    response.headers.set("Content-Security-Policy", DATA_CONTENT_SECURITY_POLICY);
    return response;
  }
  const nonce = createNonce();
  const policy = pageContentSecurityPolicy({ nonce, development: process.env.NODE_ENV === "development" });
  const chosenLocale = request.nextUrl.searchParams.get(LOCALE_PARAM);
  if (request.method === "GET" && isLocale(chosenLocale)) {
    // Remember the language, then show the same page without the parameter, so the address
    // bar does not keep overriding a later choice in the header's switcher.
    const clean = request.nextUrl.clone();
    clean.searchParams.delete(LOCALE_PARAM);
    const redirect = NextResponse.redirect(clean);
    redirect.cookies.set(LOCALE_COOKIE, chosenLocale, { path: "/", maxAge: LOCALE_COOKIE_MAX_AGE_S, sameSite: "lax" });
    return redirect;
  }
  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete(NEXT_INTL_LOCALE_HEADER);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/**
 * A cached page: its rendering for this content version, language and theme, under a policy whose
 * nonce is the one that rendering carries. Page loads, the router's data requests and prefetches,
 * and server actions posted to the page's address all go there (one route serves them all).
 */
function rewriteToCache(request: NextRequest, pagePath: string, version: string): NextResponse {
  const key = {
    version,
    locale: resolveLocale({ cookie: request.cookies.get(LOCALE_COOKIE)?.value, acceptLanguage: request.headers.get("accept-language") }),
    theme: themeSegment(parseThemeChoice(request.cookies.get(THEME_COOKIE)?.value)),
  };
  const internal = internalCachedPath(key, pagePath);
  const policy = pageContentSecurityPolicy({ nonce: cachedPageNonce(internal), development: process.env.NODE_ENV === "development" });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete(NEXT_INTL_LOCALE_HEADER);
  requestHeaders.set("Content-Security-Policy", policy);
  const url = request.nextUrl.clone();
  url.pathname = internal;
  // The rendering is shared by every reader: nothing of this request's query may reach it (the
  // first request's query became every reader's URL in the router's state, `?_rsc=...` included,
  // which the header's Sign in link then sent back to). Only Next's own cache-busting parameter of
  // a data request stays, which signInPathFrom ignores.
  for (const name of [...url.searchParams.keys()]) if (name !== "_rsc") url.searchParams.delete(name);
  const response = NextResponse.rewrite(url, { request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  // Next marks the rendering as cacheable for a year by shared caches, but the address stays the
  // same across content versions, languages and themes: only this server knows which one is due.
  response.headers.set("Cache-Control", "private, no-cache");
  return response;
}

function isPrefetch(request: NextRequest): boolean {
  return request.headers.has("next-router-prefetch") || request.headers.get("purpose") === "prefetch";
}

export const config = {
  matcher: [
    // Not the build's static files (scripts, styles, fonts, workers: no document runs there) or
    // the icon. Prefetches do pass (isPrefetch): a header a page can set must not skip the guard.
    "/((?!_next/static|_next/image|icon.svg|favicon.ico).*)",
  ],
};
