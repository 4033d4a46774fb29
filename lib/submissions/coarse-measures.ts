// What a viewer without the hidden tests' details (lib/auth/permissions.ts maySeeHiddenTestDetails)
// reads of a hidden test's time and memory: each rounded UP to a coarse step of the problem's
// limit, so a program that sets its running time or memory from the bytes of a hidden input can
// signal only a few levels per test (judge/README.md, "What a hidden test tells a student",
// counts the bits). Samples and the staff keep the exact figures. Pure: the submission view
// (page, live events) and the submission list call it; the stored rows keep what was measured.

/** Time is shown in fifths of the time limit ("≤ 400 ms" of 1000 ms): 5 levels. */
export const TIME_STEPS_PER_LIMIT = 5;
/** Memory is shown in quarters of the memory limit ("≤ 64 MiB" of 256 MiB): 4 levels. */
export const MEMORY_STEPS_PER_LIMIT = 4;

/** The limits a problem sets, which the steps are fractions of. */
export interface MeasureLimits {
  timeLimitMs: number;
  memoryLimitMb: number;
}

/** `value` rounded up to a whole number of `step`s, at least one step (0 ms reads "≤ one step"). */
function roundUp(value: number, step: number): number {
  return Math.max(1, Math.ceil(value / step)) * step;
}

/** A hidden test's CPU time as a student reads it: the next multiple of a fifth of the limit. */
export function coarseTimeMs(timeMs: number, limits: MeasureLimits): number {
  return roundUp(timeMs, Math.ceil(limits.timeLimitMs / TIME_STEPS_PER_LIMIT));
}

/** A hidden test's memory (KiB) as a student reads it: the next multiple of a quarter of the limit. */
export function coarseMemoryKb(memoryKb: number, limits: MeasureLimits): number {
  return roundUp(memoryKb, Math.ceil((limits.memoryLimitMb * 1024) / MEMORY_STEPS_PER_LIMIT));
}

/** Time and memory as the viewer may read them: exact, or rounded (null stays null: not measured). */
export function shownMeasures(
  measured: { timeMs: number | null; memoryKb: number | null },
  limits: MeasureLimits,
  exact: boolean,
): { timeMs: number | null; memoryKb: number | null; rounded: boolean } {
  if (exact) return { timeMs: measured.timeMs, memoryKb: measured.memoryKb, rounded: false };
  return {
    timeMs: measured.timeMs === null ? null : coarseTimeMs(measured.timeMs, limits),
    memoryKb: measured.memoryKb === null ? null : coarseMemoryKb(measured.memoryKb, limits),
    rounded: true,
  };
}
