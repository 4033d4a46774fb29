// Checks several packages a few at a time. One package check keeps about one core busy (one
// program in one sandbox at a time), so on a machine with more cores running checks side by side
// finishes `check --all` (and the test suite's walk over every package) sooner.
import os from "node:os";
import path from "node:path";
import { loadPackage } from "../../lib/problem-package/load-package";
import { checkPackage, type PackageReport } from "./check-package";

export type PackageCheckOutcome = { dir: string; slug: string; seconds: number } & ({ report: PackageReport } | { error: Error });

/** As many checks at once as the machine has cores, at most four (each runs sandboxed programs). */
export function defaultCheckJobs(): number {
  return Math.max(1, Math.min(4, os.availableParallelism()));
}

/**
 * Runs `work` on every item, at most `jobs` at once, starting them in the items' order; returns
 * one promise per item, in that order.
 */
export function startInOrder<T, R>(items: readonly T[], jobs: number, work: (item: T) => Promise<R>): Promise<R>[] {
  if (!Number.isInteger(jobs) || jobs < 1) throw new RangeError(`jobs must be a positive integer, got ${jobs}`);
  const settle: { resolve: (value: R) => void; reject: (reason: unknown) => void }[] = [];
  const results = items.map(() => new Promise<R>((resolve, reject) => settle.push({ resolve, reject })));
  let next = 0;
  const runner = async () => {
    for (let i = next++; i < items.length; i = next++) {
      try {
        settle[i]!.resolve(await work(items[i]!));
      } catch (err) {
        settle[i]!.reject(err);
      }
    }
  };
  for (let r = 0; r < Math.min(jobs, items.length); r++) void runner();
  return results;
}

/**
 * Starts the checks of `dirs` (at most `jobs` at once). A promise never rejects: a package that
 * cannot be loaded or checked yields its error, so outcomes not awaited yet raise no unhandled
 * rejection.
 */
export function startPackageChecks(dirs: readonly string[], jobs: number, log: (slug: string, line: string) => void = () => {}): Promise<PackageCheckOutcome>[] {
  return startInOrder(dirs, jobs, async (dir): Promise<PackageCheckOutcome> => {
    const started = performance.now();
    const slug = path.basename(dir);
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const report = await checkPackage(await loadPackage(dir), (line) => log(slug, line));
      return { dir, slug, seconds: seconds(), report };
    } catch (err) {
      return { dir, slug, seconds: seconds(), error: err instanceof Error ? err : new Error(String(err)) };
    }
  });
}
