// The lab's game in a URL: /lab?g=s:1,3,4 or /lab?g=s:1,3,4@10+r:squares@7 (&n=60 for the range).
//
//   game      = component *( "+" component )        a sum of piles; a space also separates
//                                                    ("+" in a query string decodes to a space)
//   component = "s:" int *( "," int ) [ "@" size ]  a subtraction set: remove s stones, s in the set
//             | "r:" rule [ "," m ] [ "@" size ]    a take-away rule: bash,m (take 1..m), pow2,
//                                                    squares, divisors (a proper divisor), half
//   size      = the pile's size; required in a sum of two or more components
//
// Parsing validates against LAB_LIMITS and reports the first problem in words; formatting gives
// the canonical form (sets ascending without repeats), so format(parse(x)) is stable.
import { LAB_LIMITS, LAB_RULE_NAMES, type LabComponent, type LabGame, type LabRuleName } from "./lab-game";

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const INTEGER = /^\d{1,12}$/;

function parseInteger(text: string, what: string, min: number, max: number): Parsed<number> {
  if (!INTEGER.test(text)) return { ok: false, message: `${what} "${text}" is not a whole number` };
  const v = Number(text);
  if (v < min || v > max) return { ok: false, message: `${what} ${v} is out of range (${min} to ${max.toLocaleString("en-US")})` };
  return { ok: true, value: v };
}

function parseComponent(text: string, index: number, total: number): Parsed<LabComponent> {
  const where = total > 1 ? `pile ${index + 1} ("${text}")` : `"${text}"`;
  const fail = (message: string): Parsed<LabComponent> => ({ ok: false, message: `${where}: ${message}` });
  const at = text.split("@");
  if (at.length > 2) return fail("more than one @ (the @ gives the pile size once)");
  const [body, sizeText] = at as [string, string | undefined];
  const colon = body.indexOf(":");
  const kind = colon < 0 ? "" : body.slice(0, colon);
  const rest = colon < 0 ? "" : body.slice(colon + 1);
  if (kind !== "s" && kind !== "r") return fail('a pile starts with "s:" (a subtraction set, e.g. s:1,3,4) or "r:" (a rule, e.g. r:squares)');

  let component: LabComponent;
  if (kind === "s") {
    const parts = rest.split(",");
    if (rest === "") return fail("the subtraction set is empty (write its elements, e.g. s:1,3,4)");
    const set: number[] = [];
    for (const p of parts) {
      const v = parseInteger(p, "set element", 1, LAB_LIMITS.setElementMax);
      if (!v.ok) return fail(v.message);
      set.push(v.value);
    }
    const unique = [...new Set(set)].sort((a, b) => a - b);
    if (unique.length > LAB_LIMITS.setElements) return fail(`at most ${LAB_LIMITS.setElements} elements in a subtraction set`);
    component = { kind: "set", set: unique };
  } else {
    const [name, mText, ...extra] = rest.split(",");
    if (!(LAB_RULE_NAMES as string[]).includes(name!)) return fail(`unknown rule "${name}"; the rules are ${LAB_RULE_NAMES.join(", ")}`);
    const rule = name as LabRuleName;
    if (extra.length > 0) return fail("a rule takes at most one number");
    if (rule === "bash") {
      if (mText === undefined) return fail("bash needs its m, the most stones a move takes (e.g. r:bash,3)");
      const m = parseInteger(mText, "m", 1, LAB_LIMITS.bashMax);
      if (!m.ok) return fail(m.message);
      component = { kind: "rule", rule, m: m.value };
    } else {
      if (mText !== undefined) return fail(`the rule ${rule} takes no number`);
      component = { kind: "rule", rule };
    }
  }

  if (sizeText !== undefined) {
    const max = component.kind === "set" ? LAB_LIMITS.setSizeMax : LAB_LIMITS.ruleSizeMax;
    const size = parseInteger(sizeText, "pile size", 0, max);
    if (!size.ok) return fail(size.message);
    component.size = size.value;
  } else if (total > 1) {
    return fail("in a sum every pile needs its size, written after @ (e.g. s:1,2@7)");
  }
  return { ok: true, value: component };
}

/** Reads a game from its URL form; a clear message for anything else (never throws). */
export function parseLabGame(text: string | null | undefined): Parsed<LabGame> {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return { ok: false, message: "No game given: write one, e.g. s:1,3,4 or r:squares." };
  if (trimmed.length > 500) return { ok: false, message: "The game description is too long (at most 500 characters)." };
  const parts = trimmed.split(/[+\s]+/).filter(Boolean);
  if (parts.length > LAB_LIMITS.components) return { ok: false, message: `At most ${LAB_LIMITS.components} piles in a sum.` };
  const components: LabComponent[] = [];
  for (let i = 0; i < parts.length; i++) {
    const c = parseComponent(parts[i]!, i, parts.length);
    if (!c.ok) return c;
    components.push(c.value);
  }
  return { ok: true, value: { components } };
}

function formatComponent(c: LabComponent): string {
  const body = c.kind === "set" ? `s:${c.set.join(",")}` : c.rule === "bash" ? `r:bash,${c.m}` : `r:${c.rule}`;
  return c.size === undefined ? body : `${body}@${c.size}`;
}

/** The canonical text of a game (components joined by "+"). */
export function formatLabGame(game: LabGame): string {
  return game.components.map(formatComponent).join("+");
}

/** The range n of the strip g(0..n), from the URL's n (absent: the default). */
export function parseLabRange(text: string | null | undefined): Parsed<number> {
  if (text === null || text === undefined || text.trim() === "") return { ok: true, value: LAB_LIMITS.rangeDefault };
  const v = parseInteger(text.trim(), "The range n", LAB_LIMITS.rangeMin, LAB_LIMITS.rangeMax);
  return v.ok ? v : { ok: false, message: `${v.message}.` };
}

/**
 * The lab's URL for a game text (as typed) and a range. ":", ",", "@" and "+" stay readable: they
 * are legal in a query; the "+" between piles is literal, so it arrives as a space, which the
 * parser also takes as a separator.
 */
export function labHref(gameText: string, range: number): string {
  const g = encodeURIComponent(gameText.trim()).replace(/%3A/gi, ":").replace(/%2C/gi, ",").replace(/%40/gi, "@").replace(/%2B|%20/gi, "+");
  return range === LAB_LIMITS.rangeDefault ? `/lab?g=${g}` : `/lab?g=${g}&n=${range}`;
}

