// A value computed at most once per interval and shared: every caller within `ttlMs` of the last
// computation gets its result, and callers that arrive while it is being computed wait for that one
// computation instead of starting their own. A failed computation is not kept (the next caller
// tries again). For aggregates read by pages anyone may load (lib/catalog/submission-counts.ts).

export interface ShortCache<T> {
  /** The value: the kept one while fresh, else the computation in flight, else a new one. */
  get(): Promise<T>;
  /** Forgets the kept value (tests; a caller that just changed what it counts). */
  clear(): void;
}

export function shortCache<T>(compute: () => Promise<T>, ttlMs: number, now: () => number = () => Date.now()): ShortCache<T> {
  let kept: { value: T; until: number } | null = null;
  let inFlight: Promise<T> | null = null;
  return {
    get() {
      if (kept && now() < kept.until) return Promise.resolve(kept.value);
      if (inFlight) return inFlight;
      const computation = compute().then(
        (value) => {
          // Fresh for ttlMs from when it was computed, not from when it was asked for.
          if (inFlight === computation) {
            kept = { value, until: now() + ttlMs };
            inFlight = null;
          }
          return value;
        },
        (error: unknown) => {
          if (inFlight === computation) inFlight = null;
          throw error;
        },
      );
      inFlight = computation;
      return computation;
    },
    clear() {
      kept = null;
      inFlight = null;
    },
  };
}
