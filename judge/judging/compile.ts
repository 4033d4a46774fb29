// Turns a submission's TypeScript into JavaScript that `node` runs directly.
// esbuild only strips types (milliseconds, one warm service for the whole process); type errors
// are the editor's business, so only syntax errors make a Compile Error here.
import { transform, type Message, type TransformFailure } from "esbuild";

/** sourceMap: the compiled code's positions in main.ts (JSON), for the stack traces students see. */
export type CompileResult = { ok: true; js: string; sourceMap: string } | { ok: false; log: string };

/** The file name shown in compile logs and stack traces, e.g. `main.ts:3:14: error: ...`. */
export const SOURCE_NAME = "main.ts";

export async function compileTypeScript(source: string): Promise<CompileResult> {
  try {
    const result = await transform(source, {
      loader: "ts",
      // CommonJS output so that both `import { readFileSync } from "fs"` and `require("fs")` work
      // in one plain `node main.js` run, without a package.json inside the sandbox.
      format: "cjs",
      target: "node20",
      platform: "node",
      sourcefile: SOURCE_NAME,
      // Kept beside the program, not inside it: the sandbox runs the compiled code unchanged.
      sourcemap: "external",
      logLevel: "silent",
    });
    return { ok: true, js: result.code, sourceMap: result.map };
  } catch (error) {
    if (isTransformFailure(error)) return { ok: false, log: formatMessages(error.errors) };
    throw error;
  }
}

function isTransformFailure(error: unknown): error is TransformFailure {
  return error instanceof Error && Array.isArray((error as Partial<TransformFailure>).errors);
}

function formatMessages(messages: Message[]): string {
  if (messages.length === 0) return `${SOURCE_NAME}: error: compilation failed`;
  return messages.map(formatMessage).join("\n");
}

function formatMessage(message: Message): string {
  const where = message.location;
  if (!where) return `${SOURCE_NAME}: error: ${message.text}`;
  // Columns are 1-based (like tsc and the editor); esbuild reports them 0-based.
  const header = `${where.file || SOURCE_NAME}:${where.line}:${where.column + 1}: error: ${message.text}`;
  // Show the offending line with a caret, like a compiler would.
  const caret = `${" ".repeat(where.column)}^`;
  return `${header}\n    ${where.lineText}\n    ${caret}`;
}
