// A package files map -> a zip with one top folder <slug>/, in exactly the problems/<slug>/
// layout. Deterministic: entries sorted, one fixed timestamp, fixed compression level, so
// export -> import -> export gives the same bytes.
import { strToU8, zipSync, type Zippable } from "fflate";
import { ZIP_FIXED_MTIME } from "./limits";
import type { PackageFiles } from "../format";

export function packageZip(slug: string, files: PackageFiles): Uint8Array {
  const entries: Zippable = {};
  for (const rel of Object.keys(files).sort()) entries[`${slug}/${rel}`] = strToU8(files[rel]!);
  // The options apply to every entry.
  return zipSync(entries, { mtime: ZIP_FIXED_MTIME, level: 6 });
}
