// Starts one package check in a child process (judge/package-check/check-process.ts) and follows it: the
// daemon's check loop (check-loop.ts) uses it so that a check, which can take minutes of CPU and
// build large generator outputs, never stalls the daemon's judging loop. The child is node with
// tsx's loader, like the daemon itself; its stdout and stderr go to the daemon's.
import { fork } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

const CHILD_FILE = fileURLToPath(new URL("./check-process.ts", import.meta.url));
/** tsx's loader (its package's main export), as a URL for --import. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/** What a finished check reports (runClaimedCheck): "lost" means its lease was taken over. */
export type CheckOutcome = "passed" | "failed" | "lost";

/** Messages from the child over IPC. */
export type CheckProcessMessage = { kind: "progress"; line: string } | { kind: "done"; outcome: CheckOutcome };

/** How the child ended: it reported its outcome, or it exited without one (killed or crashed). */
export type CheckProcessEnd =
  | { kind: "done"; outcome: CheckOutcome }
  | { kind: "exited"; code: number | null; signal: NodeJS.Signals | null; killed: boolean };

export interface CheckProcess {
  pid: number;
  /** Resolves once the process has exited. */
  ended: Promise<CheckProcessEnd>;
  /** Kills the process (SIGKILL: it writes nothing more) and resolves once it has exited. */
  kill: () => Promise<void>;
}

export interface CheckProcessOptions {
  checkId: number;
  /** The lease owner: the child renews and finishes the check under this id. */
  workerId: string;
  leaseMs: number;
  onProgress?: (line: string) => void;
}

export function startCheckProcess(options: CheckProcessOptions): CheckProcess {
  const child = fork(CHILD_FILE, [String(options.checkId), options.workerId, String(options.leaseMs)], {
    execArgv: ["--import", TSX_LOADER],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let outcome: CheckOutcome | undefined;
  let killed = false;
  child.on("message", (message: CheckProcessMessage) => {
    if (message.kind === "progress") options.onProgress?.(message.line);
    else if (message.kind === "done") outcome = message.outcome;
  });
  const ended = new Promise<CheckProcessEnd>((resolve) => {
    // "close" comes after "exit" and after the IPC channel has delivered every message.
    child.once("close", (code, signal) => resolve(outcome !== undefined && !killed ? { kind: "done", outcome } : { kind: "exited", code, signal, killed }));
    child.once("error", () => {
      // Could not be started or signalled; "close" still follows if it ever ran.
      if (child.pid === undefined) resolve({ kind: "exited", code: null, signal: null, killed });
    });
  });
  return {
    pid: child.pid ?? -1,
    ended,
    kill: async () => {
      killed = true;
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await ended;
    },
  };
}
