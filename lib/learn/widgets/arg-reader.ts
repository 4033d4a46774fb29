// Reads a widget directive's key=value arguments, checking each one; every error names the key,
// the value and what was expected, and keys nobody read are refused (a typo is an error).

export class DirectiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DirectiveError";
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
    if (value === undefined) throw new DirectiveError(`${key}= is missing`);
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
      throw new DirectiveError(`${key}=${value}: expected one of ${options.join(", ")}`);
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
    if (parts.some((p) => p.length === 0)) throw new DirectiveError(`${key}=${value}: an empty position`);
    return parts.map((p) => parseList(key, p.replace(/^\((.*)\)$/, "$1"), range));
  }

  /** Refuses any key that no read asked for. */
  finish(): void {
    const unknown = Object.keys(this.args).filter((k) => !this.used.has(k));
    if (unknown.length > 0) throw new DirectiveError(`unknown argument ${unknown.map((k) => `"${k}"`).join(", ")}`);
  }
}

function checkedInt(key: string, text: string, { min, max }: IntRange): number {
  if (!INTEGER.test(text)) throw new DirectiveError(`${key}=${text}: expected a whole number`);
  const n = Number(text);
  if (n < min || n > max) throw new DirectiveError(`${key}=${text}: expected ${min} to ${max}`);
  return n;
}

function parseList(key: string, text: string, range: IntRange & { maxLength: number }): number[] {
  if (text.length === 0) throw new DirectiveError(`${key}= is empty`);
  const items = text.split(",").map((t) => checkedInt(key, t, range));
  if (items.length > range.maxLength) throw new DirectiveError(`${key}=${text}: at most ${range.maxLength} numbers`);
  return items;
}
