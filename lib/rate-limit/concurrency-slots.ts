// In-process limits on things that are open at once (not on how often they start): at most
// `capacity` holders per key. Taking never waits: it returns a release function, or null when
// every slot is held. Release is idempotent, so every way a holder can end (done, error, client
// gone) may call it.
export type ReleaseSlot = () => void;

export class ConcurrencySlots {
  private readonly held = new Map<string, number>();

  constructor(readonly capacity: number) {}

  tryTake(key: string | number = ""): ReleaseSlot | null {
    const k = String(key);
    const used = this.held.get(k) ?? 0;
    if (used >= this.capacity) return null;
    this.held.set(k, used + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.held.get(k) ?? 1) - 1;
      if (left <= 0) this.held.delete(k);
      else this.held.set(k, left);
    };
  }

  /** Slots held for `key` now. */
  inUse(key: string | number = ""): number {
    return this.held.get(String(key)) ?? 0;
  }
}
