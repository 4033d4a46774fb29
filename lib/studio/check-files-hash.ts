// The hash that ties a package check to the exact draft it checked: publishing needs a passed
// check whose hash equals the current draft's. Order-independent over {path: text}.
import { createHash } from "node:crypto";

export function hashDraftFiles(files: Record<string, string>): string {
  const h = createHash("sha256");
  for (const p of Object.keys(files).sort()) {
    h.update(p);
    h.update("\0");
    h.update(files[p]!);
    h.update("\0");
  }
  return h.digest("hex");
}
