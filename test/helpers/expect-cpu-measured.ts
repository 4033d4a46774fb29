// What the judge must measure for the two programs of cpu-probes.ts (see there).
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
  expect(busy.cpuMs).toBeGreaterThanOrEqual(BUSY_CPU_MS);
  expect(asleep.wallMs).toBeGreaterThanOrEqual(SLEEP_MS);
  expect(asleep.cpuMs * 4).toBeLessThan(asleep.wallMs);
  expect(asleep.cpuMs * 4).toBeLessThan(busy.cpuMs);
}
