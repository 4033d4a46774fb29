// The protocol between the judge and a package's own checker program (problems/<slug>/checker.ts,
// used when problem.ts says `checker: "program"`). The checker is an ordinary stdin/stdout
// program, bundled like the reference solver and run in the same sandbox as a student's program
// (an instructor's code is untrusted too), but in a separate run after the student's program
// has finished: the student's program never sees the answer, the checker never shares a process
// with it.
//
// - stdin: one JSON object `CheckerInput`: the test's input, the student's output, the answer.
// - exit code: CHECKER_EXIT_CODES: 42 Accepted, 43 Wrong Answer, 44 Presentation Error (Kattis's
//   output-validator convention). Not 0 and 1: an uncaught exception in node exits with 1 and a
//   checker that falls off its end exits with 0, and neither must decide a verdict.
// - stdout: a short message shown to the user with the verdict (first MAX_CHECKER_MESSAGE chars).
// Anything else (another exit code, a signal, a time or memory limit) is the checker's failure:
// System Error, never blamed on the student.

export interface CheckerInput {
  input: string;
  output: string;
  answer: string;
}

export const CHECKER_EXIT_CODES = { AC: 42, WA: 43, PE: 44 } as const;

export const MAX_CHECKER_MESSAGE = 1000;

/** Limits of one checker run (generous: a checker may search the game tree to verify a move). */
export const CHECKER_LIMITS = { timeMs: 10_000, memoryMb: 512 } as const;
