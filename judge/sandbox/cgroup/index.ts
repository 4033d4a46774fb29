// Picks the cgroup version this machine offers, checking once that a run group can really be
// created and removed. Returns the reason when neither is usable, so the caller can log it.
import { createV1Manager, findV1Parents } from "./v1";
import { createV2Manager, findV2Parent } from "./v2";
import type { CgroupManager } from "./types";

export type { CgroupManager, RunCgroup, RunCgroupLimits } from "./types";

export type CgroupDetection = { manager: CgroupManager } | { manager: undefined; reason: string };

export async function detectCgroups(): Promise<CgroupDetection> {
  const reasons: string[] = [];
  // Hybrid hosts (like this one) have v1 controllers plus an empty v2 mount: prefer v1 then.
  const candidates: Array<() => CgroupManager | string> = [
    () => {
      const parents = findV1Parents();
      return typeof parents === "string" ? parents : createV1Manager(parents);
    },
    () => {
      const found = findV2Parent();
      return typeof found === "string" ? found : createV2Manager(found.parent);
    },
  ];
  for (const candidate of candidates) {
    let found: CgroupManager | string;
    try {
      found = candidate();
    } catch (error) {
      found = (error as Error).message;
    }
    if (typeof found === "string") {
      reasons.push(found);
      continue;
    }
    try {
      await found.removeStale();
      const trial = found.create({ memoryBytes: 64 * 1024 * 1024, pidsMax: 8 });
      await trial.remove();
      return { manager: found };
    } catch (error) {
      reasons.push(`${found.kind}: ${(error as Error).message}`);
    }
  }
  return { manager: undefined, reason: reasons.join("; ") };
}
