// The size limits of what the problem page sends (the code, a run's own input), measured the same
// way in the browser, which refuses before sending (app/problems/[slug]/workspace-client.tsx), and
// on the server, which refuses whatever arrives (create-submission.ts, create-run.ts). It imports
// lib/types alone: client code uses it.
import { LIMITS } from "../types";

/** A string's length in UTF-8 bytes, without encoding it (a lone surrogate counts 3, as encoded). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** "64 KiB", "100.5 KiB". */
export function formatKiB(bytes: number): string {
  const kib = bytes / 1024;
  return `${Number.isInteger(kib) ? kib : kib.toFixed(1)} KiB`;
}

export interface SizeRefusal {
  bytes: number;
  limit: number;
}

/** The code's size and the limit when it is over LIMITS.maxSourceBytes; null when it fits. */
export function sourceTooLarge(source: string): SizeRefusal | null {
  const bytes = utf8Length(source);
  return bytes > LIMITS.maxSourceBytes ? { bytes, limit: LIMITS.maxSourceBytes } : null;
}

/** A run's own input's size and the limit when it is over LIMITS.maxRunInputBytes; null when it fits. */
export function runInputTooLarge(input: string): SizeRefusal | null {
  const bytes = utf8Length(input);
  return bytes > LIMITS.maxRunInputBytes ? { bytes, limit: LIMITS.maxRunInputBytes } : null;
}
