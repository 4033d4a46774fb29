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
import { NextResponse, type NextRequest } from "next/server";
import { guardRequest } from "@/lib/http/request-guard";
import { createNonce, DATA_CONTENT_SECURITY_POLICY, pageContentSecurityPolicy } from "@/lib/http/content-security-policy";
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, LOCALE_PARAM } from "@/lib/i18n/locales";

export function proxy(request: NextRequest) {
  const refused = guardRequest(request);
  if (refused) return refused;
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
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
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
