// The "last check" a studio page shows for a draft. A check covers the files it was run on (its
// filesHash): once the draft's files change (saved in the editor or replaced by a re-imported
// zip), its old outcome no longer applies and shows as "outdated", never as "passed".
import { packageContentHash } from "../problem-package/content-hash";
import type { PackageFiles } from "../problem-package/format";

export type LastCheckStatus = "queued" | "running" | "passed" | "failed" | "outdated";

export function lastCheckStatus(check: { status: string; filesHash: string } | null | undefined, draftFiles: PackageFiles | null): LastCheckStatus | null {
  if (!check) return null;
  if (draftFiles !== null && packageContentHash(draftFiles) !== check.filesHash) return "outdated";
  return check.status as LastCheckStatus;
}
