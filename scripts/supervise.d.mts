// Types of scripts/supervise.mjs for the TypeScript tests.
import type { ChildProcess } from "node:child_process";

export interface Backoff {
  firstMs: number;
  maxMs: number;
  resetAfterMs: number;
}
export interface Timers {
  set: (callback: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}
export declare const RESTART_BACKOFF: Backoff;
export declare function describeExit(code: number | null, signal: NodeJS.Signals | null): string;
export interface KeptRunning {
  readonly child: ChildProcess;
  readonly restarts: number;
  stop: () => ChildProcess;
}
export declare function keepRunning(options: {
  name: string;
  start: () => ChildProcess;
  log: (line: string) => void;
  backoff?: Backoff;
  now?: () => number;
  timers?: Timers;
}): KeptRunning;
export declare function superviseServices(options: {
  startWeb: () => ChildProcess;
  startJudge: () => ChildProcess;
  log: (line: string) => void;
  exit: (code: number) => void;
  backoff?: Backoff;
  now?: () => number;
  timers?: Timers;
  graceMs?: number;
}): { web: ChildProcess; judge: KeptRunning; stop: (code: number) => void };
