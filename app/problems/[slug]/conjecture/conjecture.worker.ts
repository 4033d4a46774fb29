// The Web Worker that runs the student's conjecture, off the page's thread: the page terminates
// it when a check runs past the time limit (an infinite loop cannot freeze the page).
import { runConjecture, type ConjectureRequest } from "@/lib/learn/conjecture";
import type { ConjectureResult } from "@/lib/learn/conjecture";
import { learnText } from "@/lib/learn/learn-text";

export type ToWorker = { type: "check"; id: number; request: ConjectureRequest };
export type FromWorker = { type: "ready" } | { type: "result"; id: number; result: ConjectureResult };

// The worker's global scope, typed by hand (the project compiles with the DOM library only).
const scope = self as unknown as {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};

scope.onmessage = (event) => {
  const { id, request } = event.data;
  let result: ConjectureResult;
  try {
    result = runConjecture(request);
  } catch (error) {
    result = { status: "internal-error", message: learnText("checkerFailed", { error: String(error) }) };
  }
  scope.postMessage({ type: "result", id, result });
};

// Loaded and listening: the page starts its clock only from here (loading is not the student's time).
scope.postMessage({ type: "ready" });
