// The waiting side of a judge wake-up, shared by both transports (wakeup-datagram.ts on SQLite,
// wakeup-postgres.ts on PostgreSQL): idle workers wait with a timeout, a wake-up ends every wait.
// Wake-ups are counted, so that one arriving while a worker was still looking at the queue (after
// its look, before its wait) is not lost: a wait given the count read before that look ends at once.

export type WakeReason = "woken" | "timeout";

export interface WakeupListener {
  /**
   * Resolves after `ms` ("timeout"), or earlier when a wake-up arrives or the listener closes
   * ("woken"); at once ("woken") if wake-ups came after `since` (a value of `count()`).
   */
  wait(ms: number, since?: number): Promise<WakeReason>;
  /** How many wake-ups have arrived so far. */
  count(): number;
  close(): Promise<void>;
}

/** The set of waits in progress: `wait` adds one, `wakeAll` ends them all as "woken" (and counts). */
export function createWaiters(): { wait: WakeupListener["wait"]; count: () => number; wakeAll: () => void } {
  const waiting = new Set<(reason: WakeReason) => void>();
  let wakeups = 0;
  return {
    wait: (ms, since) =>
      new Promise<WakeReason>((resolve) => {
        if (since !== undefined && wakeups > since) {
          resolve("woken");
          return;
        }
        const done = (reason: WakeReason) => {
          clearTimeout(timer);
          waiting.delete(done);
          resolve(reason);
        };
        const timer = setTimeout(() => done("timeout"), ms);
        waiting.add(done);
      }),
    count: () => wakeups,
    wakeAll: () => {
      wakeups += 1;
      for (const resolve of [...waiting]) resolve("woken");
    },
  };
}
