// Finds what could run script in a piece of HTML, read the way a browser reads it (parse5 is the
// WHATWG parser: entities in attribute values are decoded, so `jav&#x09;ascript:` is caught).
import { parseFragment } from "parse5";
import type { DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];

// Elements that run script, load a document or change where the page's URLs point, whatever
// their attributes.
const DANGEROUS_ELEMENTS = new Set(["script", "iframe", "frame", "object", "embed", "base", "form", "meta", "link", "style", "foreignobject"]);
// Attributes whose value the browser loads or navigates to.
const URL_ATTRIBUTES = new Set(["href", "src", "xlink:href", "action", "formaction", "srcdoc", "data", "poster", "background"]);
const SAFE_SCHEMES = new Set(["http", "https", "mailto"]);

function scheme(value: string): string | undefined {
  // As the URL parser reads it: tabs and newlines removed, controls and spaces trimmed.
  // eslint-disable-next-line no-control-regex -- the URL standard trims C0 controls and spaces: so must we
  const url = value.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+/, "");
  return /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
}

/** Every construct in `html` that could run script; empty when there is none. */
export function executableConstructs(html: string): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    if ("tagName" in node) {
      if (DANGEROUS_ELEMENTS.has(node.tagName.toLowerCase())) found.push(`<${node.tagName}> element`);
      for (const attr of node.attrs) {
        const name = (attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name).toLowerCase();
        if (name.startsWith("on")) found.push(`${name}= on <${node.tagName}>`);
        if (name === "srcdoc") found.push(`srcdoc= on <${node.tagName}>`);
        if (URL_ATTRIBUTES.has(name)) {
          const s = scheme(attr.value);
          if (s !== undefined && !SAFE_SCHEMES.has(s)) found.push(`${name}="${attr.value}" on <${node.tagName}>`);
        }
        if (name === "style" && /url\s*\(|expression\s*\(/i.test(attr.value)) found.push(`style with url() on <${node.tagName}>`);
      }
    }
    if ("childNodes" in node) node.childNodes.forEach(visit);
    if ("content" in node && node.content) visit(node.content as Node); // <template>
  };
  visit(parseFragment(html) as Node);
  return found;
}
