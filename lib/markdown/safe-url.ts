// The one gate every link and image URL in rendered markdown passes: only http, https, mailto
// and relative URLs get through. The check runs on the URL as the browser will read it (HTML
// entities decoded, tabs and newlines removed, leading and trailing controls and spaces trimmed,
// as the URL parser does), and the URL returned is exactly the one checked, so an obfuscation
// like `jav&#x09;ascript:` or `javascript&colon;` cannot slip past.
import { decodeHTML } from "entities";

const ALLOWED_SCHEMES = new Set(["http", "https", "mailto"]);

// A URL scheme by the URL standard: a letter, then letters, digits, "+", "-" or ".", then ":".
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The URL to put in an href or src attribute (not yet HTML-escaped), or null when it must not
 * be a link: a scheme other than http, https and mailto, or a URL that cannot be encoded.
 */
export function safeUrl(raw: string): string | null {
  const url = decodeHTML(raw)
    .replace(/[\t\n\r]/g, "")
    // eslint-disable-next-line no-control-regex -- the URL standard trims C0 controls and spaces: so must we
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
  const scheme = SCHEME.exec(url)?.[1];
  if (scheme !== undefined && !ALLOWED_SCHEMES.has(scheme.toLowerCase())) return null;
  try {
    // Percent-encode what may not stand in a URL (spaces, quotes, controls), keeping existing
    // escapes as they are; this never changes the scheme checked above.
    return encodeURI(url).replace(/%25([0-9a-f]{2})/gi, "%$1");
  } catch {
    return null; // a lone surrogate: encodeURI refuses it, and so do we
  }
}
