// marked's renderer methods that put the author's text into markup, replaced so that nothing an
// author writes becomes markup of its own: raw HTML (block or inline) is shown as text, links and
// images keep only http, https, mailto and relative URLs (see safe-url.ts; any other link shows
// its text, any other image its alt text), and every attribute value is fully escaped. marked's
// own image renderer puts the alt text into the attribute unescaped, so `![a" onerror="x"](p)`
// would otherwise become an event handler.
import { decodeHTML } from "entities";
import type { RendererObject, Tokens } from "marked";
import { escapeHtml } from "./escape-html";
import { safeUrl } from "./safe-url";

// An attribute value from text that may hold entities already (marked keeps `&amp;` as written):
// decoded once, then escaped, so it reads as the author meant and cannot close the quotes.
function attribute(text: string): string {
  return escapeHtml(decodeHTML(text));
}

export const safeRenderer: RendererObject = {
  html: (token: Tokens.HTML | Tokens.Tag) => escapeHtml(token.text),

  link(token: Tokens.Link) {
    const text = this.parser.parseInline(token.tokens);
    const href = safeUrl(token.href);
    if (href === null) return text;
    const title = token.title ? ` title="${attribute(token.title)}"` : "";
    return `<a href="${escapeHtml(href)}"${title}>${text}</a>`;
  },

  image(token: Tokens.Image) {
    // The alt text as plain text (marked's text renderer drops emphasis and keeps raw HTML as
    // written, which attribute() then escapes).
    const alt = attribute(this.parser.parseInline(token.tokens, this.parser.textRenderer));
    const src = safeUrl(token.href);
    if (src === null) return alt;
    const title = token.title ? ` title="${attribute(token.title)}"` : "";
    return `<img src="${escapeHtml(src)}" alt="${alt}"${title}>`;
  },
};
