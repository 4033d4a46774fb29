// The lab's game in a URL: /lab?g=s:1,3,4 or /lab?g=s:1,3,4@10+r:squares@7 (&n=60 for the range).
//
//   game      = component *( "+" component )        a sum of piles; a space also separates
//                                                    ("+" in a query string decodes to a space)
//   component = "s:" int *( "," int ) [ "@" size ]  a subtraction set: remove s stones, s in the set
//             | "r:" rule [ "," m ] [ "@" size ]    a take-away rule: bash,m (take 1..m), pow2,
//                                                    squares, divisors (a proper divisor), half
//   size      = the pile's size; required in a sum of two or more components
//
// Parsing validates against LAB_LIMITS and reports the first problem as a code (LabProblem); formatting gives
// the canonical form (sets ascending without repeats), so format(parse(x)) is stable.
import { LAB_LIMITS, LAB_RULE_NAMES, type LabComponent, type LabGame, type LabRuleName } from "./lab-game";

/** What a lab problem is about: the field whose number is wrong. */
export type LabField = "setElement" | "m" | "size";

/**
 * Why a text is not a lab game, as a code and its values: the page puts it into the reader's
 * language (app/lab/lab-error-text.ts). `pile` names the component it is about ("s:3,", the
 * second of a sum): the number only in a sum.
 */
export type LabProblem =
  | { code: "empty" }
  | { code: "tooLong"; max: number }
  | { code: "tooManyPiles"; max: number }
  | { code: "rangeInvalid"; text: string; min: number; max: number }
  | { code: "notWholeNumber"; field: LabField; text: string }
  | { code: "outOfRange"; field: LabField; value: number; min: number; max: number }
  | { code: "manyAts" }
  | { code: "badKind" }
  | { code: "emptySet" }
  | { code: "tooManyElements"; max: number }
  | { code: "unknownRule"; name: string; rules: string }
  | { code: "ruleExtraNumber" }
  | { code: "bashNeedsM" }
  | { code: "ruleTakesNoNumber"; rule: string }
  | { code: "sizeNeeded" };

export interface LabError {
  problem: LabProblem;
  /** The component the problem is in: its text, and its number when the game is a sum. */
  pile?: { text: string; number?: number };
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: LabError };

const INTEGER = /^\d{1,12}$/;

function parseInteger(text: string, field: LabField, min: number, max: number): { ok: true; value: number } | { ok: false; problem: LabProblem } {
  if (!INTEGER.test(text)) return { ok: false, problem: { code: "notWholeNumber", field, text } };
  const v = Number(text);
  if (v < min || v > max) return { ok: false, problem: { code: "outOfRange", field, value: v, min, max } };
  return { ok: true, value: v };
}

function parseComponent(text: string, index: number, total: number): Parsed<LabComponent> {
  const pile = total > 1 ? { text, number: index + 1 } : { text };
  const fail = (problem: LabProblem): Parsed<LabComponent> => ({ ok: false, error: { problem, pile } });
  const at = text.split("@");
  if (at.length > 2) return fail({ code: "manyAts" });
  const [body, sizeText] = at as [string, string | undefined];
  const colon = body.indexOf(":");
  const kind = colon < 0 ? "" : body.slice(0, colon);
  const rest = colon < 0 ? "" : body.slice(colon + 1);
  if (kind !== "s" && kind !== "r") return fail({ code: "badKind" });

  let component: LabComponent;
  if (kind === "s") {
    const parts = rest.split(",");
    if (rest === "") return fail({ code: "emptySet" });
    const set: number[] = [];
    for (const p of parts) {
      const v = parseInteger(p, "setElement", 1, LAB_LIMITS.setElementMax);
      if (!v.ok) return fail(v.problem);
      set.push(v.value);
    }
    const unique = [...new Set(set)].sort((a, b) => a - b);
    if (unique.length > LAB_LIMITS.setElements) return fail({ code: "tooManyElements", max: LAB_LIMITS.setElements });
    component = { kind: "set", set: unique };
  } else {
    const [name, mText, ...extra] = rest.split(",");
    if (!(LAB_RULE_NAMES as string[]).includes(name!)) return fail({ code: "unknownRule", name: name!, rules: LAB_RULE_NAMES.join(", ") });
    const rule = name as LabRuleName;
    if (extra.length > 0) return fail({ code: "ruleExtraNumber" });
    if (rule === "bash") {
      if (mText === undefined) return fail({ code: "bashNeedsM" });
      const m = parseInteger(mText, "m", 1, LAB_LIMITS.bashMax);
      if (!m.ok) return fail(m.problem);
      component = { kind: "rule", rule, m: m.value };
    } else {
      if (mText !== undefined) return fail({ code: "ruleTakesNoNumber", rule });
      component = { kind: "rule", rule };
    }
  }

  if (sizeText !== undefined) {
    const max = component.kind === "set" ? LAB_LIMITS.setSizeMax : LAB_LIMITS.ruleSizeMax;
    const size = parseInteger(sizeText, "size", 0, max);
    if (!size.ok) return fail(size.problem);
    component.size = size.value;
  } else if (total > 1) {
    return fail({ code: "sizeNeeded" });
  }
  return { ok: true, value: component };
}

/** The longest game text the lab reads. */
export const LAB_TEXT_MAX = 500;

/** Reads a game from its URL form; a problem code for anything else (never throws). */
export function parseLabGame(text: string | null | undefined): Parsed<LabGame> {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return { ok: false, error: { problem: { code: "empty" } } };
  if (trimmed.length > LAB_TEXT_MAX) return { ok: false, error: { problem: { code: "tooLong", max: LAB_TEXT_MAX } } };
  const parts = trimmed.split(/[+\s]+/).filter(Boolean);
  if (parts.length > LAB_LIMITS.components) return { ok: false, error: { problem: { code: "tooManyPiles", max: LAB_LIMITS.components } } };
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
  const v = parseInteger(text.trim(), "size", LAB_LIMITS.rangeMin, LAB_LIMITS.rangeMax);
  if (v.ok) return v;
  return { ok: false, error: { problem: { code: "rangeInvalid", text: text.trim(), min: LAB_LIMITS.rangeMin, max: LAB_LIMITS.rangeMax } } };
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

