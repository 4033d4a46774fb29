// The waiting side of a judge wake-up, shared by both transports (wakeup-datagram.ts on SQLite,
// wakeup-postgres.ts on PostgreSQL): idle workers wait with a timeout, a wake-up ends every wait.

export type WakeReason = "woken" | "timeout";

export interface WakeupListener {
  /** Resolves after `ms` ("timeout"), or earlier when a wake-up arrives or the listener closes ("woken"). */
  wait(ms: number): Promise<WakeReason>;
  close(): Promise<void>;
}

/** The set of waits in progress: `wait` adds one, `wakeAll` ends them all as "woken". */
export function createWaiters(): { wait: (ms: number) => Promise<WakeReason>; wakeAll: () => void } {
  const waiting = new Set<(reason: WakeReason) => void>();
  return {
    wait: (ms) =>
      new Promise<WakeReason>((resolve) => {
        const done = (reason: WakeReason) => {
          clearTimeout(timer);
          waiting.delete(done);
          resolve(reason);
        };
        const timer = setTimeout(() => done("timeout"), ms);
        waiting.add(done);
      }),
    wakeAll: () => {
      for (const resolve of [...waiting]) resolve("woken");
    },
  };
}
