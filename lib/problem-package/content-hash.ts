// The one content hash of a package: sha256 over its files map, independent of key order. A
// package check records it for the draft it checked (publishing needs the same hash), a studio
// problem's row stores it, and seeding skips a bundled package whose stored hash is unchanged
// (for those the engine's files, under lib/game/, are part of the map: see read-package-folder.ts).
import { createHash } from "node:crypto";
import type { PackageFiles } from "./format";

export function packageContentHash(files: PackageFiles): string {
  const h = createHash("sha256");
  for (const p of Object.keys(files).sort()) {
    h.update(p);
    h.update("\0");
    h.update(files[p]!);
    h.update("\0");
  }
  return h.digest("hex");
}
