// A checker compares one test's output with its answer. Built-in checkers are pure functions
// of `{ input, output, answer }`; the package's own checker program is the one impure entry.
import type { CheckerConfig } from "../../../lib/problem-package/metadata";

export interface CheckArgs {
  /** The test's input (a custom checker may need it: several correct outputs). */
  input: string;
  /** What the contestant's program printed. */
  output: string;
  /** The expected answer (the reference solution's output). */
  answer: string;
}

export interface CheckResult {
  verdict: "AC" | "WA" | "PE";
  message?: string;
}

export type Checker = (args: CheckArgs) => CheckResult | Promise<CheckResult>;

/** Options a checker is built with; programFile is the bundled checker.ts written to disk. */
export type CheckerOptions = Omit<CheckerConfig, "kind" | "program"> & { programFile?: string };

/** Tokens longer than this are shortened in messages, which are shown to the user. */
const MAX_SHOWN_TOKEN = 40;

export function show(token: string): string {
  const shown = token.length > MAX_SHOWN_TOKEN ? `${token.slice(0, MAX_SHOWN_TOKEN)}...` : token;
  return JSON.stringify(shown);
}
