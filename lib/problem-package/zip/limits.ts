// A problem package zip's limits: the format's (format.ts), seen from the archive.
import { PACKAGE_LIMITS } from "../format";

export const ZIP_LIMITS = {
  /** The uploaded archive itself. */
  archiveBytes: PACKAGE_LIMITS.zipBytes,
  /** One file, inflated. */
  fileBytes: PACKAGE_LIMITS.fileBytes,
  /** Every file together, inflated. */
  totalBytes: PACKAGE_LIMITS.totalBytes,
  /** Entries in the archive, folders included. */
  entries: PACKAGE_LIMITS.zipEntries,
} as const;

/** Every exported entry carries this time, so the same files always give the same bytes. */
export const ZIP_FIXED_MTIME = new Date(Date.UTC(2000, 0, 1, 0, 0, 0));
