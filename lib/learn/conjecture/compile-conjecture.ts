// Turns the student's TypeScript into a callable: sucrase strips the types (it keeps line
// numbers, so errors point at the student's own lines), then new Function evaluates the code.
// This is no sandbox: the page runs it in a Web Worker it can terminate, on the student's own
// machine, with the student's own code.
import { transform } from "sucrase";

export type ConjectureKind = "isP" | "grundy";

export type CompiledConjecture =
  | {
      ok: true;
      kind: ConjectureKind;
      fn: (...args: unknown[]) => unknown;
      /** Both isP and grundy are defined; grundy is checked (it decides isP too). */
      ignoredIsP: boolean;
    }
  /**
   * `problem`: "syntax" (sucrase or the engine refused the code), "load" (the code threw while
   * defining its functions) or "no-function"; `detail`: the tool's own message, as it came.
   */
  | { ok: false; problem: "syntax" | "load" | "no-function"; detail: string; line?: number; column?: number };

/** A line and column in the student's source, 1-based. */
export interface SourceLocation {
  line: number;
  column: number;
}

// Prepended on the student's first line, so that their line numbers stay as they are.
const STRICT = '"use strict"; ';

// The stack frame of code made by new Function: V8 writes "<anonymous>:L:C", Firefox "> Function:L:C".
const FRAME = /(?:<anonymous>|> Function):(\d+):(\d+)/;

function frameLocation(error: unknown): SourceLocation | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  const match = stack?.match(FRAME);
  return match ? { line: Number(match[1]), column: Number(match[2]) } : undefined;
}

// How many lines the engine puts before a new Function body ("function anonymous(\n) {\n" in
// V8), measured on first use instead of assumed. Lazily: the page bundles this module too (it
// imports the checker's other parts), and its Content-Security-Policy refuses eval, which only
// the checker's Web Worker may use.
let bodyLineOffset: number | undefined | null = null;
function measureBodyLineOffset(): number | undefined {
  if (bodyLineOffset !== null) return bodyLineOffset;
  try {
    new Function("throw new Error('probe')")();
  } catch (error) {
    const at = frameLocation(error);
    return (bodyLineOffset = at ? at.line - 1 : undefined);
  }
  return (bodyLineOffset = undefined);
}

/** Where in the student's source an error thrown by their code happened, when the engine says. */
export function sourceLocation(error: unknown): SourceLocation | undefined {
  const at = frameLocation(error);
  const offset = at ? measureBodyLineOffset() : undefined;
  if (!at || offset === undefined) return undefined;
  const line = at.line - offset;
  if (line < 1) return undefined;
  return { line, column: line === 1 ? Math.max(1, at.column - STRICT.length) : at.column };
}

/** "TypeError: x is undefined", or the thrown value itself when it is not an Error. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  try {
    return `the value ${JSON.stringify(error) ?? String(error)} was thrown`;
  } catch {
    return `the value ${String(error)} was thrown`;
  }
}

function syntaxErrorAt(error: unknown): SourceLocation | undefined {
  const loc = (error as { loc?: { line?: unknown; column?: unknown } } | null)?.loc;
  return typeof loc?.line === "number" && typeof loc.column === "number" ? { line: loc.line, column: loc.column } : undefined;
}

/**
 * Compiles the student's source and finds the function to check: grundy if it is defined (a
 * Grundy function decides isP too), otherwise isP. Syntax errors come back with line and column.
 */
export function compileConjecture(source: string): CompiledConjecture {
  let code: string;
  try {
    code = transform(source, { transforms: ["typescript"], disableESTransforms: true }).code;
  } catch (error) {
    const at = syntaxErrorAt(error);
    // sucrase appends " (line:column)" to its messages; the location is reported on its own.
    const message = error instanceof Error ? error.message.replace(/\s*\(\d+:\d+\)$/, "") : String(error);
    return { ok: false, problem: "syntax", detail: message, ...at };
  }

  let found: { isP?: unknown; grundy?: unknown };
  try {
    // "use strict" on the first line keeps the line numbers; the return sees top-level
    // function, const and let declarations alike.
    const body = `${STRICT}${code}\n;return { isP: typeof isP === "function" ? isP : undefined, grundy: typeof grundy === "function" ? grundy : undefined };`;
    found = (new Function(body) as () => typeof found)();
  } catch (error) {
    const at = error instanceof SyntaxError ? undefined : sourceLocation(error);
    return { ok: false, problem: error instanceof SyntaxError ? "syntax" : "load", detail: describeError(error), ...at };
  }

  if (typeof found.grundy === "function") {
    return { ok: true, kind: "grundy", fn: found.grundy as (...args: unknown[]) => unknown, ignoredIsP: typeof found.isP === "function" };
  }
  if (typeof found.isP === "function") {
    return { ok: true, kind: "isP", fn: found.isP as (...args: unknown[]) => unknown, ignoredIsP: false };
  }
  return { ok: false, problem: "no-function", detail: "" };
}
