// Owns the checker's Web Worker: one check at a time, a time limit on each, and a fresh worker
// after a check is stopped (terminating is the only way to stop a loop in the student's code).
import { learnText } from "@/lib/learn";
import { timeoutResult, type ConjectureRequest, type ConjectureResult } from "@/lib/learn/conjecture";
import type { FromWorker, ToWorker } from "./conjecture.worker";

/** How long the student's function may run per check. */
export const CHECK_TIME_LIMIT_MS = 3000;
/** How long the worker may take to load (its script may be compiled on first use in development). */
const LOAD_LIMIT_MS = 60_000;

export class ConjectureRunner {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private nextId = 0;

  /** Starts a worker now, so the first check does not wait for it to load. */
  warmUp(): void {
    if (this.worker) return;
    const worker = new Worker(new URL("./conjecture.worker.ts", import.meta.url), { type: "module" });
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("checkerNotStarted")), LOAD_LIMIT_MS);
      const onMessage = (event: MessageEvent<FromWorker>) => {
        if (event.data.type !== "ready") return;
        clearTimeout(timer);
        worker.removeEventListener("message", onMessage);
        resolve();
      };
      worker.addEventListener("message", onMessage);
      worker.addEventListener("error", () => {
        clearTimeout(timer);
        reject(new Error("checkerNotLoaded"));
      }, { once: true });
    });
    // A failed start is reported by the next check; do not leave the rejection unhandled.
    this.ready.catch(() => undefined);
  }

  /** Runs one check; resolves with the worker's result, or a timeout after `timeLimitMs`. */
  async check(request: ConjectureRequest, timeLimitMs = CHECK_TIME_LIMIT_MS): Promise<ConjectureResult> {
    this.warmUp();
    const worker = this.worker!;
    try {
      await this.ready;
    } catch (error) {
      this.dispose();
      return { status: "internal-error", message: learnText((error as Error).message === "checkerNotStarted" ? "checkerNotStarted" : "checkerNotLoaded") };
    }
    const id = ++this.nextId;
    return new Promise<ConjectureResult>((resolve) => {
      const finish = (result: ConjectureResult, restart: boolean) => {
        clearTimeout(timer);
        worker.removeEventListener("message", onMessage);
        worker.removeEventListener("error", onError);
        if (restart) {
          this.dispose();
          this.warmUp();
        }
        resolve(result);
      };
      const onMessage = (event: MessageEvent<FromWorker>) => {
        if (event.data.type === "result" && event.data.id === id) finish(event.data.result, false);
      };
      const onError = (event: ErrorEvent) => {
        event.preventDefault();
        finish({ status: "internal-error", message: learnText("checkerCrashed", { error: event.message || "unknown" }) }, true);
      };
      const timer = setTimeout(() => finish(timeoutResult(timeLimitMs / 1000), true), timeLimitMs);
      worker.addEventListener("message", onMessage);
      worker.addEventListener("error", onError);
      worker.postMessage({ type: "check", id, request } satisfies ToWorker);
    });
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    this.ready = null;
  }
}
