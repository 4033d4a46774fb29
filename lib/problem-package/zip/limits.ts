// How big a problem package zip may be. The largest bundled file is ~400 KB (an invalid input
// that is too long on purpose) and the largest package ~530 KB, so these leave room without
// letting an upload fill the server's memory.
export const ZIP_LIMITS = {
  /** The uploaded archive itself. */
  archiveBytes: 8 * 1024 * 1024,
  /** One file, inflated. */
  fileBytes: 2 * 1024 * 1024,
  /** Every file together, inflated. */
  totalBytes: 16 * 1024 * 1024,
  /** Entries in the archive, folders included. */
  entries: 1000,
} as const;

/** Every exported entry carries this time, so the same files always give the same bytes. */
export const ZIP_FIXED_MTIME = new Date(Date.UTC(2000, 0, 1, 0, 0, 0));
