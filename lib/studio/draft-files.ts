// The files of a studio draft: a package's files map, held to the package format's rules
// (lib/problem-package/format.ts) when saved, so that what is saved can be exported, checked
// and published like a folder under problems/. Pure: used by the server actions and the editor.
import { z } from "zod";
import { packageFormatErrors, type PackageFiles } from "../problem-package/format";

export { isPackagePath, REQUIRED_FILES, sortPackagePaths } from "../problem-package/format";

const filesMapSchema = z.record(z.string(), z.string());

/** The draft's files, or every reason they cannot be saved (each naming the file). */
export function validateDraftFiles(files: unknown): { ok: true; files: PackageFiles } | { ok: false; errors: string[] } {
  const parsed = filesMapSchema.safeParse(files);
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.map((issue) => issue.message) };
  const errors = packageFormatErrors(parsed.data);
  return errors.length === 0 ? { ok: true, files: parsed.data } : { ok: false, errors };
}

/** Reads ProblemDraft.files (a JSON object); a damaged value reads as no files rather than crashing a page. */
export function parseStoredFiles(json: string): PackageFiles {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  } catch {
    return {};
  }
}
