// What the judge takes from a harness's "result" frame, and nothing more. The frame comes from
// inside the sandbox, where the program may write to the same descriptor (judge/sandbox/batch/README.md,
// "What the judge trusts"): a result counts only if it echoes the test's ordinal and the random
// nonce sent with that test, and its lengths add up to the payload the judge itself received.
// Times, memory and limits are never read from it (the judge measures them); a claim of failure
// (an exit code other than 0, the output limit) is taken as is, since a failing batch run is run
// again in a fresh process.
import { STDERR_TAIL_BYTES } from "../sandbox-process";
import type { Frame } from "./frames";

/** What the judge sent with the test, and so expects back. */
export interface ExpectedResult {
  ordinal: number;
  nonce: string;
  maxOutputBytes: number;
}

/** The program's side of a test, as the harness reports it. */
export interface ResultClaims {
  /** At most maxOutputBytes + 1 bytes: one byte more than the limit proves the limit was passed. */
  stdout: Buffer;
  /** The tail of stderr (at most STDERR_TAIL_BYTES). */
  stderr: Buffer;
  exitCode: number;
  /** The harness stopped the test at the output limit (stdout or stderr). */
  outputLimit: boolean;
  /** The harness saw the host realm changed: the next tests need a new process. */
  tainted?: string;
}

export type ResultCheck = { ok: true; claims: ResultClaims } | { ok: false; reason: string };

const TAINT_MESSAGE_CHARS = 500;

function byteCount(value: unknown, max: number): number | undefined {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 && value <= max ? value : undefined;
}

export function readResultFrame(frame: Frame, expected: ExpectedResult): ResultCheck {
  const { header, payload } = frame;
  if (header.type !== "result") return { ok: false, reason: `a ${String(header.type)} frame instead of a result` };
  if (header.ordinal !== expected.ordinal) return { ok: false, reason: `a result for test ${String(header.ordinal)} during test ${expected.ordinal}` };
  if (header.nonce !== expected.nonce) return { ok: false, reason: "a result without this test's nonce" };
  const stdoutBytes = byteCount(header.stdoutBytes, expected.maxOutputBytes + 1);
  const stderrBytes = byteCount(header.stderrBytes, STDERR_TAIL_BYTES);
  if (stdoutBytes === undefined || stderrBytes === undefined || stdoutBytes + stderrBytes !== payload.length) {
    return { ok: false, reason: `result lengths ${String(header.stdoutBytes)} + ${String(header.stderrBytes)} do not match its ${payload.length}-byte payload` };
  }
  const exitCode = header.exitCode;
  if (typeof exitCode !== "number" || !Number.isInteger(exitCode) || exitCode < -(2 ** 31) || exitCode >= 2 ** 31) {
    return { ok: false, reason: `result exit code ${JSON.stringify(exitCode)} is not an integer` };
  }
  if (header.outcome !== "ok" && header.outcome !== "output") return { ok: false, reason: `result outcome ${JSON.stringify(header.outcome)}` };
  if (header.tainted !== undefined && typeof header.tainted !== "string") return { ok: false, reason: "result taint is not a string" };
  return {
    ok: true,
    claims: {
      stdout: payload.subarray(0, stdoutBytes),
      stderr: payload.subarray(stdoutBytes),
      exitCode,
      outputLimit: header.outcome === "output",
      ...(typeof header.tainted === "string" ? { tainted: header.tainted.slice(0, TAINT_MESSAGE_CHARS) } : {}),
    },
  };
}
