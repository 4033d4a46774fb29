// An uploaded zip -> a package files map, refusing anything outside the problems/<slug>/ format
// (lib/problem-package/format.ts, the rules the editor saves by) with a message naming the problem. Nothing is inflated before the central directory has
// passed every check, and then each entry only up to its limits (see read-zip.ts).
import { isPackageFolderPath, isPackagePath, packageFormatErrors, REQUIRED_FILES, sortPackageFiles, unsafePathReason, type PackageFiles } from "../format";
import type { ProblemMetadata } from "../metadata";
import { ZIP_LIMITS } from "./limits";
import { listZipEntries, readZipEntry, ZipFormatError, type ZipEntry } from "./read-zip";

export class PackageImportError extends Error {
  constructor(
    readonly slug: string | null,
    reason: string,
  ) {
    super(`Problem ${slug ?? "(unknown: no top folder)"}: the zip ${reason}`);
    this.name = "PackageImportError";
  }
}

export interface UnpackedPackage {
  slug: string;
  files: PackageFiles;
}

/** Runs problem.ts without trusting it (sandboxed) and validates it; throws with the reason. */
export type MetadataLoader = (files: PackageFiles) => Promise<ProblemMetadata>;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The slug the zip seems to be for (its first entry's top folder), for messages only. */
function guessSlug(entries: ZipEntry[]): string | null {
  if (entries.some((e) => !e.name.includes("/"))) return null;
  return entries.map((e) => e.name.split("/")[0]!).find((top) => SLUG.test(top)) ?? null;
}

export function unpackPackageZip(zip: Uint8Array, limits: Record<keyof typeof ZIP_LIMITS, number> = ZIP_LIMITS): UnpackedPackage {
  if (zip.length > limits.archiveBytes) throw new PackageImportError(null, `is ${zip.length} bytes (at most ${limits.archiveBytes})`);
  let entries: ZipEntry[];
  try {
    entries = listZipEntries(zip, limits.entries);
  } catch (error) {
    if (error instanceof ZipFormatError) throw new PackageImportError(null, error.message);
    throw error;
  }
  const slug = guessSlug(entries);
  const refuse = (reason: string): never => {
    throw new PackageImportError(slug, reason);
  };

  for (const e of entries) {
    const unsafe = unsafePathReason(e.isFolder ? e.name.slice(0, -1) : e.name);
    if (unsafe) refuse(`has an entry "${e.name}" that ${unsafe}`);
    if (e.isSymlink) refuse(`has a symbolic link "${e.name}" (only plain files)`);
  }
  const loose = entries.find((e) => !e.name.includes("/"));
  if (loose) refuse(`has a file "${loose.name}" outside a top folder; zip the package's folder <slug>/ itself, not its contents`);
  const tops = [...new Set(entries.map((e) => e.name.split("/")[0]!))].sort();
  if (tops.length > 1) refuse(`has more than one top folder (${tops.map((t) => `${t}/`).join(", ")}); put one package in one <slug>/ folder`);
  // One top folder left: the slug is its name when that is a slug (guessSlug), else null.
  if (slug === null) refuse("must hold one top folder named after the problem's slug (lowercase words joined by '-')");
  const s = slug as string;

  const seen = new Set<string>();
  const fileEntries: { rel: string; entry: ZipEntry }[] = [];
  let declaredTotal = 0;
  for (const e of entries) {
    if (seen.has(e.name)) refuse(`has the entry "${e.name}" twice`);
    seen.add(e.name);
    const rel = e.name.slice(s.length + 1).replace(/\/$/, "");
    if (e.isFolder) {
      if (rel !== "" && !isPackageFolderPath(rel)) refuse(`has a folder "${e.name}" that the package format has no place for`);
      continue;
    }
    if (!isPackagePath(rel)) refuse(`has a file "${e.name}" that the package format has no place for (see docs/problem-packages.md)`);
    if (e.declaredSize > limits.fileBytes) refuse(`has a file "${e.name}" of ${e.declaredSize} bytes (at most ${limits.fileBytes})`);
    declaredTotal += e.declaredSize;
    fileEntries.push({ rel, entry: e });
  }
  if (declaredTotal > limits.totalBytes) refuse(`holds ${declaredTotal} bytes of files (at most ${limits.totalBytes})`);
  for (const required of REQUIRED_FILES) {
    if (!fileEntries.some((f) => f.rel === required)) refuse(`lacks ${s}/${required}, which every package needs`);
  }

  const unsorted: PackageFiles = {};
  for (const { rel, entry } of fileEntries) {
    let bytes: Uint8Array;
    try {
      // At most the declared size comes out, and the declared sizes are within the limits (above).
      bytes = readZipEntry(zip, entry, limits.fileBytes);
    } catch (error) {
      if (error instanceof ZipFormatError) refuse(error.message);
      throw error;
    }
    try {
      unsorted[rel] = utf8.decode(bytes!);
    } catch {
      refuse(`has a file "${entry.name}" that is not UTF-8 text`);
    }
  }
  const files = sortPackageFiles(unsorted);
  // The format's remaining rules (sizes, sample pairs, ...), exactly as the editor's Save applies them.
  const formatErrors = packageFormatErrors(files);
  if (formatErrors.length > 0) refuse(`breaks the package format: ${formatErrors.join("; ")}`);
  return { slug: s, files };
}

/** Checks problem.ts with the sandboxed loader: valid metadata, and its slug is the folder's. */
export async function checkPackageMetadata(pkg: UnpackedPackage, loadMetadata: MetadataLoader): Promise<ProblemMetadata> {
  let meta: ProblemMetadata;
  try {
    meta = await loadMetadata(pkg.files);
  } catch (error) {
    throw new PackageImportError(pkg.slug, `has bad metadata in problem.ts: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (meta.slug !== pkg.slug) {
    throw new PackageImportError(pkg.slug, `has problem.ts with slug "${meta.slug}", which must equal the top folder "${pkg.slug}/"`);
  }
  return meta;
}
