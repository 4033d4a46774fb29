// What the judge must measure for the two programs of cpu-probes.ts (see there). Each bound holds
// however busy the machine is: the busy loop counts its own CPU time, and the sleeper's timer wait
// is wall time that no load turns into CPU time. Nothing here compares a CPU time with a multiple
// of another, which a loaded machine's slower start-up could cross (the old `cpu x 4 < busy` did).
import { expect } from "vitest";
import { BUSY_CPU_MS, SLEEP_MS } from "./cpu-probes";

interface Measured {
  stdout: string;
  cpuMs: number;
  wallMs: number;
}

export function expectCpuMeasured(busy: Measured, asleep: Measured): void {
  expect(busy.stdout).toBe("busy\n");
  expect(asleep.stdout).toBe("slept\n");
  // At least what the loop itself counted: the judge's counter misses none of the program's CPU.
  expect(busy.cpuMs).toBeGreaterThanOrEqual(BUSY_CPU_MS);
  expect(asleep.wallMs).toBeGreaterThanOrEqual(SLEEP_MS);
  // The timer's wait is not counted as CPU: the wall time exceeds the CPU time by most of the
  // sleep, whatever the start-up cost (start-up is in both). Half the sleep leaves room for the
  // CPU of Node's helper threads, which can run beside the main thread during start-up.
  expect(asleep.cpuMs + SLEEP_MS / 2).toBeLessThanOrEqual(asleep.wallMs);
  // And the counter tells the two apart: the loop used BUSY_CPU_MS more than the sleeper.
  expect(asleep.cpuMs).toBeLessThan(busy.cpuMs);
}
