// What a run keeps of its program's stdout and stderr to show (the judge writes it, the problem
// page reads it): at most LIMITS.maxShownOutputBytes of UTF-8 per stream, then a line saying how
// many bytes were left out, so that the page can say how much it shows of how much. Pure (lib/types
// and size-limits alone): the judge, the server and the browser use it.
import { LIMITS } from "../types";
import { utf8Length } from "./size-limits";

/** The line the judge appends to a cut stream; older rows say "characters" (counted in UTF-16). */
const CUT_LINE = /\n\.\.\. \((\d+) more (bytes|characters)\)$/;

/** The longest prefix of `text` within `maxBytes` of UTF-8 that does not cut a character in two. */
function prefixWithin(text: string, maxBytes: number): string {
  let bytes = 0;
  let end = 0;
  while (end < text.length) {
    const code = text.charCodeAt(end);
    const pair = code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(end + 1) & 0xfc00) === 0xdc00;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : pair ? 4 : 3;
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += pair ? 2 : 1;
  }
  return text.slice(0, end);
}

/** The stream as stored: whole when within the limit, else its first bytes and the cut line. */
export function shortenShownOutput(text: string): string {
  const total = utf8Length(text);
  if (total <= LIMITS.maxShownOutputBytes) return text;
  const head = prefixWithin(text, LIMITS.maxShownOutputBytes);
  return `${head}\n... (${total - utf8Length(head)} more bytes)`;
}

export interface ShownOutput {
  /** What is shown: the stream, or its first bytes. */
  text: string;
  /** UTF-8 bytes of `text`. */
  shownBytes: number;
  /** UTF-8 bytes the program wrote (as far as the judge read: up to the output limit). */
  totalBytes: number;
}

/** A stored stream, split into what is shown and how much there was. */
export function readShownOutput(stored: string): ShownOutput {
  const cut = CUT_LINE.exec(stored.slice(-64));
  if (cut) {
    const text = stored.slice(0, stored.length - cut[0].length);
    const shownBytes = utf8Length(text);
    // A program's own output could end in such a line: only a head as long as the cut makes it counts.
    const cutByJudge = cut[2] === "bytes" ? shownBytes > LIMITS.maxShownOutputBytes - 4 : text.length === LIMITS.maxShownOutputBytes;
    if (cutByJudge) return { text, shownBytes, totalBytes: shownBytes + Number(cut[1]) };
  }
  const bytes = utf8Length(stored);
  return { text: stored, shownBytes: bytes, totalBytes: bytes };
}
