// Markdown to HTML on the server, with $...$ (inline) and $$...$$ (display) math by KaTeX.
// Instructors write this markdown and students read it, so it can never carry script: raw HTML
// is escaped, links and images are limited to safe URLs (safe-renderer.ts), and KaTeX runs with
// trust off, so \href, \url, \htmlClass, \htmlData, \includegraphics and the like render as
// errors, never as links or attributes.
import katex from "katex";
import { Marked, type TokenizerAndRendererExtension, type Tokens } from "marked";
import { escapeHtml } from "./escape-html";
import { safeRenderer } from "./safe-renderer";

interface MathToken extends Tokens.Generic {
  type: "mathBlock" | "mathInline";
  text: string;
}

function renderMath(tex: string, displayMode: boolean): string {
  return katex.renderToString(tex, { displayMode, throwOnError: false, output: "htmlAndMathml", trust: false });
}

const mathBlock: TokenizerAndRendererExtension = {
  name: "mathBlock",
  level: "block",
  start: (src) => src.match(/\$\$/)?.index,
  tokenizer(src) {
    const match = /^\$\$([\s\S]+?)\$\$[^\S\n]*(?:\n|$)/.exec(src);
    if (!match) return undefined;
    return { type: "mathBlock", raw: match[0], text: (match[1] ?? "").trim() } satisfies MathToken;
  },
  renderer: (token) => `<div class="math-display">${renderMath(token.text as string, true)}</div>\n`,
};

const mathInline: TokenizerAndRendererExtension = {
  name: "mathInline",
  level: "inline",
  start: (src) => src.match(/\$/)?.index,
  tokenizer(src) {
    // Punctuation right after the math stays with it, so a line never starts with ", the ..." (nor
    // with the full-width "，。；：！？）、" of a Chinese sentence).
    const match = /^\$\$([\s\S]+?)\$\$|^\$((?:\\\$|[^$\n])+?)\$([.,;:!?)，。；：！？）、]*)/.exec(src);
    if (!match) return undefined;
    const display = match[1] !== undefined;
    const text = (match[1] ?? match[2] ?? "").trim();
    return { type: "mathInline", raw: match[0], text, display, trailing: match[3] ?? "" };
  },
  renderer: (token) => {
    const math = renderMath(token.text as string, Boolean(token.display));
    const trailing = escapeHtml(String(token.trailing ?? ""));
    return trailing ? `<span class="math-nowrap">${math}${trailing}</span>` : math;
  },
};

const marked = new Marked({
  gfm: true,
  extensions: [mathBlock, mathInline],
  renderer: safeRenderer,
});

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
