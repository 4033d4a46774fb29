// One run's results for its owner (nobody else sees a run): per test the verdict, time, memory,
// and for the samples the input, expected and actual output side by side; for custom input the
// program's stdout and stderr.
import { mayReadRun } from "../auth/permissions";
import { db } from "../db";
import { isVerdict, type SubmissionStatus, type Verdict } from "../types";
import { readShownOutput, type ShownOutput } from "./shown-output";

export interface RunTestView {
  ordinal: number;
  verdict: Verdict;
  timeMs: number;
  wallMs: number;
  memoryKb: number;
  message: string | null;
  input: string;
  /** Null for custom input: there is no answer to compare with. */
  expected: string | null;
  /** What is shown of stdout (its first LIMITS.maxShownOutputBytes when it was longer). */
  output: string;
  stderr: string;
  /** How much of each stream is shown, of how much the program wrote (lib/submissions/shown-output.ts). */
  outputSize: StreamSize;
  stderrSize: StreamSize;
}

export type StreamSize = Omit<ShownOutput, "text">;

export interface RunView {
  id: number;
  mode: "samples" | "custom";
  status: SubmissionStatus;
  verdict: Verdict | null;
  compileLog: string | null;
  testsTotal: number;
  tests: RunTestView[];
}

export async function getRun(id: number, userId: number): Promise<RunView | null> {
  const row = await db().submission.findUnique({
    where: { id },
    select: {
      id: true,
      userId: true,
      kind: true,
      status: true,
      verdict: true,
      compileLog: true,
      testsTotal: true,
      runInput: true,
      results: {
        orderBy: { ordinal: "asc" },
        select: {
          ordinal: true,
          verdict: true,
          timeMs: true,
          wallMs: true,
          memoryKb: true,
          message: true,
          output: true,
          stderr: true,
          testCase: { select: { input: true, expectedOutput: true } },
        },
      },
    },
  });
  if (!row || row.kind !== "run" || !mayReadRun({ id: userId }, row)) return null;
  const status: SubmissionStatus = row.status === "done" || row.status === "judging" ? row.status : "queued";
  return {
    id: row.id,
    mode: row.runInput === null ? "samples" : "custom",
    status,
    verdict: status === "done" && isVerdict(row.verdict) ? row.verdict : null,
    compileLog: row.compileLog,
    testsTotal: row.testsTotal,
    tests: row.results.map((r) => {
      const { text: output, ...outputSize } = readShownOutput(r.output ?? "");
      const { text: stderr, ...stderrSize } = readShownOutput(r.stderr ?? "");
      return {
        ordinal: r.ordinal,
        verdict: isVerdict(r.verdict) ? r.verdict : "SE",
        timeMs: r.timeMs,
        wallMs: r.wallMs,
        memoryKb: r.memoryKb,
        message: r.message,
        input: r.testCase?.input ?? row.runInput ?? "",
        expected: row.runInput === null ? (r.testCase?.expectedOutput ?? null) : null,
        output,
        stderr,
        outputSize,
        stderrSize,
      };
    }),
  };
}
