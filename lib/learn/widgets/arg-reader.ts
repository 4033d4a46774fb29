// Reads a widget directive's key=value arguments, checking each one; every error names the key,
// the value and what was expected, and keys nobody read are refused (a typo is an error). The
// message is English, for the package check and the editorial's error box (read by authors); the
// same problem as a code and its values (`text`) is what a reader editing a widget sees, in their
// language.
import { learnText, type LearnText, type LearnTextCode, type LearnTextParams } from "../learn-text";

export class DirectiveError extends Error {
  readonly text: LearnText;
  constructor(message: string, code: LearnTextCode, params: LearnTextParams = {}) {
    super(message);
    this.name = "DirectiveError";
    this.text = learnText(code, params);
  }
}

/** A widget too large to compute (the reader's controls can ask for one): its message and code. */
export class WidgetComputeError extends RangeError {
  readonly text: LearnText;
  constructor(message: string, code: LearnTextCode, params: LearnTextParams = {}) {
    super(message);
    this.name = "WidgetComputeError";
    this.text = learnText(code, params);
  }
}

interface IntRange {
  min: number;
  max: number;
}

const INTEGER = /^\d{1,9}$/;

export class ArgReader {
  private readonly used = new Set<string>();

  constructor(private readonly args: Readonly<Record<string, string>>) {}

  has(key: string): boolean {
    return Object.hasOwn(this.args, key);
  }

  private raw(key: string): string {
    this.used.add(key);
    const value = this.args[key];
    if (value === undefined) throw new DirectiveError(`${key}= is missing`, "widgetMissing", { key });
    return value;
  }

  /** An integer in [min, max]; `fallback` when the key is absent (else the key is required). */
  int(key: string, range: IntRange & { fallback?: number }): number {
    if (!this.has(key) && range.fallback !== undefined) return range.fallback;
    return checkedInt(key, this.raw(key), range);
  }

  /** One of `options`. */
  choice<T extends string>(key: string, options: readonly T[]): T {
    const value = this.raw(key);
    if (!(options as readonly string[]).includes(value)) {
      throw new DirectiveError(`${key}=${value}: expected one of ${options.join(", ")}`, "widgetChoice", { key, value, options: options.join(", ") });
    }
    return value as T;
  }

  /** A non-empty list of integers, "2,5" (braces allowed: "{2,5}"). */
  intList(key: string, range: IntRange & { maxLength: number }): number[] {
    return parseList(key, this.raw(key).replace(/^\{(.*)\}$/, "$1"), range);
  }

  /** A non-empty list of lists, "1,2,3;2,2" (parentheses allowed: "(1,2,3);(2,2)"). */
  intLists(key: string, range: IntRange & { maxLength: number }): number[][] {
    const value = this.raw(key);
    const parts = value.split(";");
    if (parts.some((p) => p.length === 0)) throw new DirectiveError(`${key}=${value}: an empty position`, "widgetEmptyPosition", { key, value });
    return parts.map((p) => parseList(key, p.replace(/^\((.*)\)$/, "$1"), range));
  }

  /** The value as written, for a widget with its own syntax (it checks the text itself). */
  text(key: string): string {
    return this.raw(key);
  }

  /** Refuses any key that no read asked for. */
  finish(): void {
    const unknown = Object.keys(this.args).filter((k) => !this.used.has(k));
    if (unknown.length > 0) {
      throw new DirectiveError(`unknown argument ${unknown.map((k) => `"${k}"`).join(", ")}`, "widgetUnknownArg", { keys: unknown.map((k) => `"${k}"`).join(", ") });
    }
  }
}

function checkedInt(key: string, text: string, { min, max }: IntRange): number {
  if (!INTEGER.test(text)) throw new DirectiveError(`${key}=${text}: expected a whole number`, "widgetNotWhole", { key, value: text });
  const n = Number(text);
  if (n < min || n > max) throw new DirectiveError(`${key}=${text}: expected ${min} to ${max}`, "widgetRange", { key, value: text, min, max });
  return n;
}

function parseList(key: string, text: string, range: IntRange & { maxLength: number }): number[] {
  if (text.length === 0) throw new DirectiveError(`${key}= is empty`, "widgetEmpty", { key });
  const items = text.split(",").map((t) => checkedInt(key, t, range));
  if (items.length > range.maxLength) {
    throw new DirectiveError(`${key}=${text}: at most ${range.maxLength} numbers`, "widgetListLength", { key, value: text, max: range.maxLength });
  }
  return items;
}
