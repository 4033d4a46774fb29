// Runs before every page and route handler: gives each response its Content-Security-Policy
// (lib/http/content-security-policy.ts). A page's policy holds a fresh nonce, which Next.js
// reads back from the request headers while rendering and puts on its own scripts. The headers
// that never change (X-Frame-Options, nosniff, Referrer-Policy) are in next.config.js.
// It also turns a page's `?lang=zh` into the remembered language (lib/i18n/locales.ts) and
// redirects to the page without it, so a shared link opens in the sender's language; the
// language itself is read in lib/i18n/request.ts.
import { NextResponse, type NextRequest } from "next/server";
import { createNonce, DATA_CONTENT_SECURITY_POLICY, pageContentSecurityPolicy } from "@/lib/http/content-security-policy";
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, LOCALE_PARAM } from "@/lib/i18n/locales";

export function proxy(request: NextRequest) {
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

export const config = {
  matcher: [
    // Not the build's static files (scripts, styles, fonts, workers: no document runs there) or
    // the icon; prefetches are data for a page that already has its policy.
    {
      source: "/((?!_next/static|_next/image|icon.svg|favicon.ico).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
