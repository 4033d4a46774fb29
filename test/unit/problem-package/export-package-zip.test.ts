// A package's export zip: one top folder <slug>/ holding the files, entries sorted, deflated, and
// every entry stamped with one fixed time, so the same files always give the same bytes.
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { packageZip } from "../../../lib/problem-package/zip/export-package-zip";
import { ZIP_FIXED_MTIME } from "../../../lib/problem-package/zip/limits";
import { listZipEntries } from "../../../lib/problem-package/zip/read-zip";
import { MINIMAL_FILES, MINIMAL_SLUG } from "../../helpers/minimal-package";

/** The DOS date and time fields (local time, as zip writers store them) of `date`. */
function dosDateTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    date: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

describe("packageZip", () => {
  it("puts every file under <slug>/, in path order, deflated", () => {
    const zip = packageZip(MINIMAL_SLUG, MINIMAL_FILES);
    const entries = listZipEntries(zip, 100);
    expect(entries.map((e) => e.name)).toEqual(Object.keys(MINIMAL_FILES).sort().map((rel) => `${MINIMAL_SLUG}/${rel}`));
    expect(entries.every((e) => e.method === 8)).toBe(true);
    const unzipped = unzipSync(zip);
    expect(Object.fromEntries(Object.entries(unzipped).map(([name, bytes]) => [name, Buffer.from(bytes).toString("utf8")]))).toEqual(
      Object.fromEntries(Object.entries(MINIMAL_FILES).map(([rel, text]) => [`${MINIMAL_SLUG}/${rel}`, text])),
    );
  });

  it("stamps every entry with the fixed time, so the bytes do not depend on when or in what key order", () => {
    const zip = packageZip(MINIMAL_SLUG, MINIMAL_FILES);
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    const fixed = dosDateTime(ZIP_FIXED_MTIME);
    for (const entry of listZipEntries(zip, 100)) {
      expect({ time: view.getUint16(entry.localHeaderOffset + 10, true), date: view.getUint16(entry.localHeaderOffset + 12, true) }).toEqual(fixed);
    }
    const reversed = Object.fromEntries(Object.entries(MINIMAL_FILES).reverse());
    expect(Buffer.from(packageZip(MINIMAL_SLUG, reversed)).equals(Buffer.from(zip))).toBe(true);
  });
});
