// A crashed program's stderr as the student should read it: the stack frames of their program
// point at their own TypeScript (`main.ts:LINE:COL`, through the source map the compiler made),
// not at the compiled `/box/main.js`; frames of Node's internals and of the code that runs the
// program are dropped; Node's "/box/main.js:LINE" header shows the student's line with its caret.
// Everything else the program or Node printed is kept as it was, line for line.
import { originalPositionFor, TraceMap, type SourceMapInput } from "@jridgewell/trace-mapping";
import { SANDBOX_PROGRAM } from "../sandbox/bwrap-args";
import { SOURCE_NAME } from "./compile";

/** `    at name (/box/main.js:12:5)` or `    at /box/main.js:12:5`. */
const FRAME = /^(\s*)at (?:(.*) \()?(.+?):(\d+):(\d+)\)?$/;
/** Any other stack frame line: `    at node:internal/...`, `    at async Promise.all (index 0)`. */
const ANY_FRAME = /^\s+at\s.*(?:node:|<anonymous>|\(index \d+\)|:\d+:\d+\)?$)/;
/** Node's header above an uncaught error: the file and line, then the code line and a caret. */
const HEADER = /^(.+?):(\d+)$/;
const COMPILED_NAME = "main.js";
const NODE_VERSION = /^Node\.js v\d+\.\d+\.\d+$/;
const TRACE_UNCAUGHT_HINT = /^\(Use `node --trace-uncaught \.\.\.` to show where the exception was thrown\)$/;

interface Position {
  line: number;
  /** 1-based, as Node prints it. */
  column: number;
  source: string | null;
}

export function cleanStackTrace(stderr: string, sourceMap?: SourceMapInput): string {
  const map = sourceMap === undefined ? undefined : new TraceMap(sourceMap);
  // Without a map the compiled line numbers are all there is: they are named as the compiled file's.
  const fileName = map ? SOURCE_NAME : COMPILED_NAME;
  const lines = stderr.split("\n");
  const out: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const header = HEADER.exec(line);
    if (header && header[1] === SANDBOX_PROGRAM) {
      index += rewriteHeader(lines, index, Number(header[2]), map, fileName, out);
      continue;
    }
    if (line === SANDBOX_PROGRAM) continue; // The batch harness prints the bare file name.
    if (NODE_VERSION.test(line)) {
      if (out.at(-1) === "") out.pop(); // Node's blank line before its version.
      continue;
    }
    if (TRACE_UNCAUGHT_HINT.test(line)) continue;
    const frame = FRAME.exec(line);
    if (frame && frame[3] === SANDBOX_PROGRAM) {
      const original = originalOf(map, Number(frame[4]), Number(frame[5]));
      if (original === null) continue; // The wrapper's code around the program, not the student's.
      const where = `${fileName}:${original.line}:${original.column}`;
      out.push(frame[2] ? `${frame[1]}at ${frame[2]} (${where})` : `${frame[1]}at ${where}`);
      continue;
    }
    if (ANY_FRAME.test(line)) continue; // node:internal, node:fs, evalmachine...: not the student's.
    out.push(line);
  }
  return out.join("\n");
}

/**
 * Node's "/box/main.js:12" header, followed by the compiled line and a caret line: written again
 * as "main.ts:LINE" with the student's line and the caret under the same place. Returns how
 * many of the following lines it used.
 */
function rewriteHeader(lines: readonly string[], index: number, line: number, map: TraceMap | undefined, fileName: string, out: string[]): number {
  const code = lines[index + 1];
  const caret = lines[index + 2];
  const hasCode = code !== undefined && caret !== undefined && /^\s*\^+\s*$/.test(caret);
  const caretColumn = hasCode ? caret.indexOf("^") + 1 : 1;
  const original = originalOf(map, line, caretColumn);
  if (original === null) return hasCode ? 2 : 0;
  out.push(`${fileName}:${original.line}`);
  const sourceLine = map && original.source !== null ? sourceLineOf(map, original.source, original.line) : undefined;
  if (sourceLine !== undefined) {
    out.push(sourceLine, `${" ".repeat(original.column - 1)}^`);
  } else if (hasCode) {
    out.push(code, caret);
  }
  return hasCode ? 2 : 0;
}

/** Where a compiled position (1-based line and column) was in main.ts; null: not in main.ts. */
function originalOf(map: TraceMap | undefined, line: number, column: number): Position | null {
  if (!map) return { line, column, source: null };
  const found = originalPositionFor(map, { line, column: Math.max(0, column - 1) });
  if (found.line === null || found.column === null) return null;
  return { line: found.line, column: found.column + 1, source: found.source };
}

function sourceLineOf(map: TraceMap, source: string, line: number): string | undefined {
  const index = map.resolvedSources.indexOf(source);
  const content = index >= 0 ? map.sourcesContent?.[index] : undefined;
  return content?.split(/\r?\n/)[line - 1];
}
