// The Content-Security-Policy of every response. Pages get a fresh nonce per request: Next.js
// finds it in the request's policy header and puts it on its own scripts, and 'strict-dynamic'
// lets those scripts load the chunks they import (Monaco, the widgets). Nothing else runs, so
// markup that slipped into an instructor's statement could not run script either.
// A cached page (lib/cache/cached-pages.ts) is one HTML document served to every reader, so its
// nonce is the one its rendering carries: cachedPageNonce below.
import { createHmac, randomBytes } from "node:crypto";

export interface PagePolicyOptions {
  nonce: string;
  /** `next dev` only: React rebuilds server error stacks in the browser with eval. */
  development: boolean;
}

export function pageContentSecurityPolicy({ nonce, development }: PagePolicyOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    // Same-origin module workers: Monaco's editor and TypeScript workers, the conjecture checker.
    // A worker's own realm follows its script's response, which carries no policy (static files),
    // so the checker may evaluate the student's function there and the page itself cannot eval.
    "worker-src 'self'",
    // Inline style attributes: KaTeX sizes every glyph with style="...", React style props,
    // and Monaco writes <style> elements as it lays out. A nonce cannot cover attributes.
    "style-src 'self' 'unsafe-inline'",
    // data: for the images Monaco's CSS embeds (its colour picker's backgrounds, for one).
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Route handlers answer with data (JSON, event streams, zips, CSV), never a document to run. */
export const DATA_CONTENT_SECURITY_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

// Without NEXTAUTH_SECRET (`next dev` without one) a key of this process: cached pages rendered by
// another process then fail the policy instead of becoming guessable.
const FALLBACK_KEY = randomBytes(32).toString("base64");

/**
 * The nonce of a cached page: 128 bits of an HMAC, under the server's secret, of the page's internal
 * path, which names its content version, language and theme. The page is rendered once with it (the
 * request that fills the cache carries it in its policy, like any other) and every reader of that
 * rendering gets the same nonce in the header. It stays unguessable where it matters: markup in a
 * statement was stored before the rendering that shows it and cannot know the key, and any change to
 * what the page shows is a new content version, so a new rendering with a new nonce. Such a page
 * reflects nothing of the request (no query, no cookie, no per-reader data in its HTML).
 */
export function cachedPageNonce(internalPath: string, secret: string | undefined = process.env.NEXTAUTH_SECRET): string {
  return createHmac("sha256", secret || FALLBACK_KEY).update(internalPath).digest().subarray(0, 16).toString("base64");
}

/** A nonce of 128 random bits, base64: unguessable, fresh for each request. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
