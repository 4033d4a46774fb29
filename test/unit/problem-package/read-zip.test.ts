// The zip container reader: the central directory is listed without inflating anything, and
// every way an archive can be broken, hostile or unsupported is refused with its own message.
// Entries are inflated with a hard cap, so a zip bomb stops after `cap` bytes.
import { crc32 } from "node:zlib";
import { deflateSync, strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { listZipEntries, readZipEntry, ZipFormatError, type ZipEntry } from "../../../lib/problem-package/zip/read-zip";
import { deflatedEntry, rawZip, storedEntry } from "../../helpers/raw-zip";

/** The ZipFormatError `run` throws (fails the test if it throws nothing or something else). */
function zipError(run: () => unknown): ZipFormatError {
  try {
    run();
  } catch (error) {
    if (error instanceof ZipFormatError) return error;
    throw error;
  }
  throw new Error("expected a ZipFormatError");
}

/** Compressible text several KiB long: the inflater hands it out in several chunks. */
const longText = Array.from({ length: 3000 }, (_, i) => `line ${(i * 7919) % 10007}\n`).join("");
/** Bytes deflate cannot shrink (a fixed linear congruential sequence): the deflated form is longer than one inflate step. */
const noise = (length: number) => {
  let x = 1;
  return new Uint8Array(length).map(() => {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    return x >> 16;
  });
};

/** The one entry of a one-entry archive. */
const only = (zip: Uint8Array) => listZipEntries(zip, 10)[0]!;

describe("listZipEntries", () => {
  it("lists every entry's name, kind, method, CRC, sizes and local header offset, in archive order", () => {
    const zip = rawZip([
      storedEntry("pkg/", ""),
      deflatedEntry("pkg/statement.md", "# Title\n\nText text text text.\n"),
      storedEntry("pkg/a.txt", "abc", { extra: new Uint8Array(5), comment: "a comment" }),
      storedEntry("pkg/b.txt", "de"),
    ]);
    const deflated = deflateSync(strToU8("# Title\n\nText text text text.\n"));
    const statementAt = 30 + 4;
    const aAt = statementAt + 30 + "pkg/statement.md".length + deflated.length;
    expect(listZipEntries(zip, 4)).toEqual([
      { name: "pkg/", isFolder: true, isSymlink: false, method: 0, crc: 0, compressedSize: 0, declaredSize: 0, localHeaderOffset: 0 },
      {
        name: "pkg/statement.md",
        isFolder: false,
        isSymlink: false,
        method: 8,
        crc: crc32(strToU8("# Title\n\nText text text text.\n")),
        compressedSize: deflated.length,
        declaredSize: 30,
        localHeaderOffset: statementAt,
      },
      { name: "pkg/a.txt", isFolder: false, isSymlink: false, method: 0, crc: crc32(strToU8("abc")), compressedSize: 3, declaredSize: 3, localHeaderOffset: aAt },
      // Read after an entry with an extra field and a comment: both are skipped.
      { name: "pkg/b.txt", isFolder: false, isSymlink: false, method: 0, crc: crc32(strToU8("de")), compressedSize: 2, declaredSize: 2, localHeaderOffset: aAt + 30 + 9 + 3 },
    ]);
  });

  it("reads an empty archive (22 bytes: only the end record) as no entries", () => {
    const empty = zipSync({});
    expect(empty.length).toBe(22);
    expect(listZipEntries(empty, 10)).toEqual([]);
  });

  it("refuses fewer than 22 bytes as too short", () => {
    const error = zipError(() => listZipEntries(new Uint8Array(21), 10));
    expect(error.message).toBe("is not a zip archive (too short)");
    expect(error.name).toBe("ZipFormatError");
  });

  it("refuses bytes without an end of central directory record", () => {
    expect(zipError(() => listZipEntries(strToU8("this is plain text, not a zip archive"), 10)).message).toBe(
      "is not a zip archive (no end of central directory record)",
    );
  });

  it("finds the end record behind a comment of at most 65535 bytes, and no further back", () => {
    const zip = rawZip([storedEntry("pkg/a.txt", "abc")], { trailing: new Uint8Array(0xffff) });
    expect(listZipEntries(zip, 10).map((e) => e.name)).toEqual(["pkg/a.txt"]);
    const tooFar = rawZip([storedEntry("pkg/a.txt", "abc")], { trailing: new Uint8Array(0x10000) });
    expect(zipError(() => listZipEntries(tooFar, 10)).message).toBe("is not a zip archive (no end of central directory record)");
  });

  it("refuses a multi-part archive (another disk, or entries on other disks)", () => {
    expect(zipError(() => listZipEntries(rawZip([storedEntry("pkg/a.txt", "abc")], { disk: 1 }), 10)).message).toBe("is a multi-part zip archive");
    expect(zipError(() => listZipEntries(rawZip([storedEntry("pkg/a.txt", "abc")], { diskEntries: 0 }), 10)).message).toBe("is a multi-part zip archive");
  });

  it("refuses a zip64 archive (entry count or directory offset at their 16- and 32-bit maxima)", () => {
    expect(zipError(() => listZipEntries(rawZip([storedEntry("pkg/a.txt", "abc")], { count: 0xffff }), 1e6)).message).toBe("is a zip64 archive (not supported)");
    expect(zipError(() => listZipEntries(rawZip([storedEntry("pkg/a.txt", "abc")], { directoryOffset: 0xffffffff }), 10)).message).toBe(
      "is a zip64 archive (not supported)",
    );
  });

  it("refuses more entries than the limit before reading any, and accepts exactly the limit", () => {
    const zip = rawZip([storedEntry("pkg/a.txt", "a"), storedEntry("pkg/b.txt", "b"), storedEntry("pkg/c.txt", "c")]);
    expect(listZipEntries(zip, 3)).toHaveLength(3);
    expect(zipError(() => listZipEntries(zip, 2)).message).toBe("has 3 entries (at most 2)");
  });

  it("refuses a directory offset that points at no central header", () => {
    const zip = rawZip([storedEntry("pkg/a.txt", "abc")], { directoryOffset: 0 });
    expect(zipError(() => listZipEntries(zip, 10)).message).toBe("has a damaged central directory");
  });

  it("refuses a central header cut off by the end of the archive", () => {
    // A central header's signature, then at once the end record: the 46-byte header does not fit.
    const zip = new Uint8Array(26 + 0);
    const view = new DataView(zip.buffer);
    view.setUint32(0, 0x02014b50, true);
    view.setUint32(4, 0x06054b50, true);
    view.setUint16(4 + 8, 1, true);
    view.setUint16(4 + 10, 1, true);
    expect(zipError(() => listZipEntries(zip, 10)).message).toBe("has a damaged central directory");
  });

  it("refuses a name running past the end of the archive", () => {
    const zip = rawZip([storedEntry("pkg/a.txt", "abc")]);
    const view = new DataView(zip.buffer);
    const central = zip.length - 22 - 46 - "pkg/a.txt".length;
    view.setUint16(central + 28, 200, true);
    expect(zipError(() => listZipEntries(zip, 10)).message).toBe("has a damaged central directory");
    // One byte past the end is already too far.
    view.setUint16(central + 28, zip.length - central - 46 + 1, true);
    expect(zipError(() => listZipEntries(zip, 10)).message).toBe("has a damaged central directory");
  });

  it("reads a central header that ends exactly at the archive's end", () => {
    // A header with no name overlapping the end record (46 bytes, the last 22 the record): it fits.
    const zip = new Uint8Array(46);
    const view = new DataView(zip.buffer);
    view.setUint32(0, 0x02014b50, true);
    view.setUint32(24, 0x06054b50, true);
    view.setUint16(24 + 8, 1, true);
    view.setUint16(24 + 10, 1, true);
    expect(listZipEntries(zip, 10).map((e) => e.name)).toEqual([""]);
  });

  it("refuses a name that is not UTF-8", () => {
    const zip = rawZip([{ ...storedEntry("x", "abc"), name: new Uint8Array([0x70, 0x2f, 0xe9]) }]);
    expect(zipError(() => listZipEntries(zip, 10)).message).toBe("has an entry whose name is not UTF-8");
  });

  it("refuses an encrypted entry, naming it", () => {
    const zip = rawZip([storedEntry("pkg/a.txt", "abc", { flags: 1 })]);
    expect(zipError(() => listZipEntries(zip, 10)).message).toBe('has an encrypted entry "pkg/a.txt"');
    // Other flags (bit 3: sizes after the data; bit 11: UTF-8 names) are no refusal.
    expect(only(rawZip([storedEntry("pkg/a.txt", "abc", { flags: 0x0808 })])).name).toBe("pkg/a.txt");
  });

  it("marks a Unix symbolic link as one, and neither a regular Unix file nor a link mode from another host", () => {
    expect(only(rawZip([storedEntry("pkg/l", "/etc/passwd", { host: 3, mode: 0o120777 })])).isSymlink).toBe(true);
    expect(only(rawZip([storedEntry("pkg/f", "text", { host: 3, mode: 0o100644 })])).isSymlink).toBe(false);
    expect(only(rawZip([storedEntry("pkg/f", "text", { host: 0, mode: 0o120777 })])).isSymlink).toBe(false);
  });
});

describe("readZipEntry", () => {
  it("returns a stored entry's bytes and a deflated entry's inflated bytes", () => {
    const zip = rawZip([storedEntry("pkg/a.txt", "stored text\n"), deflatedEntry("pkg/b.txt", longText)]);
    const [a, b] = listZipEntries(zip, 10);
    expect(Buffer.from(readZipEntry(zip, a!, 1000)).toString("utf8")).toBe("stored text\n");
    expect(Buffer.from(readZipEntry(zip, b!, 1e6)).toString("utf8")).toBe(longText);
  });

  it("inflates an entry whose deflated form spans several steps, exactly up to a cap of its size", () => {
    const content = noise(5000);
    const zip = rawZip([deflatedEntry("pkg/n.bin", content)]);
    const entry = only(zip);
    expect(entry.compressedSize).toBeGreaterThan(4096);
    expect(Buffer.from(readZipEntry(zip, entry, 5000)).equals(Buffer.from(content))).toBe(true);
  });

  it("skips the local header's own extra field, which may differ from the central one", () => {
    const zip = rawZip([storedEntry("pkg/a.txt", "abc", { localExtra: new Uint8Array(7) })]);
    expect(Buffer.from(readZipEntry(zip, only(zip), 10)).toString("utf8")).toBe("abc");
  });

  it("reads an entry whose data ends exactly at the archive's end", () => {
    // The local header and its data alone, the entry described by hand (its directory elsewhere).
    const zip = rawZip([storedEntry("pkg/a.txt", "abc")]);
    const entry = only(zip);
    const headerAndData = zip.subarray(0, 30 + "pkg/a.txt".length + 3);
    expect(Buffer.from(readZipEntry(headerAndData, entry, 10)).toString("utf8")).toBe("abc");
  });

  it("reads an empty entry whose local header ends the archive", () => {
    const header = rawZip([storedEntry("", "")]).subarray(0, 30);
    const entry: ZipEntry = { name: "", isFolder: false, isSymlink: false, method: 0, crc: 0, compressedSize: 0, declaredSize: 0, localHeaderOffset: 0 };
    expect(readZipEntry(header, entry, 10)).toEqual(new Uint8Array());
  });

  it("refuses a local header cut off by the end of the archive", () => {
    const zip = rawZip([storedEntry("pkg/a.txt", "abc")]);
    expect(zipError(() => readZipEntry(zip.subarray(0, 20), only(zip), 10)).message).toBe('entry "pkg/a.txt" has a damaged header');
  });

  it("inflates deflate data exactly one inflate step long", () => {
    // One stored deflate block: a 5-byte header and 1019 bytes, 1024 in all.
    const content = noise(1019);
    const block = new Uint8Array([0x01, 1019 & 0xff, 1019 >> 8, ~1019 & 0xff, (~1019 >> 8) & 0xff, ...content]);
    const zip = rawZip([{ name: "pkg/block.bin", stored: block, method: 8, crc: crc32(content), declaredSize: 1019 }]);
    expect(Buffer.from(readZipEntry(zip, only(zip), 1019)).equals(Buffer.from(content))).toBe(true);
  });

  it("refuses a local header offset past the archive or at something else than a local header", () => {
    const zip = rawZip([storedEntry("pkg/a.txt", "abc")]);
    const entry = only(zip);
    expect(zipError(() => readZipEntry(zip, { ...entry, localHeaderOffset: zip.length - 29 }, 10)).message).toBe('entry "pkg/a.txt" has a damaged header');
    expect(zipError(() => readZipEntry(zip, { ...entry, localHeaderOffset: 1 }, 10)).message).toBe('entry "pkg/a.txt" has a damaged header');
  });

  it("refuses an entry whose data runs past the end of the archive", () => {
    const zip = rawZip([storedEntry("pkg/a.txt", "abc")]);
    const entry: ZipEntry = { ...only(zip), compressedSize: zip.length };
    expect(zipError(() => readZipEntry(zip, entry, 1e6)).message).toBe('entry "pkg/a.txt" runs past the end of the archive');
  });

  it("refuses a stored entry holding more bytes than it declares or than the cap", () => {
    const lying = rawZip([storedEntry("pkg/a.txt", "abcdef", { declaredSize: 5 })]);
    expect(zipError(() => readZipEntry(lying, only(lying), 100)).message).toBe('entry "pkg/a.txt" holds more bytes than it declares');
    const honest = rawZip([storedEntry("pkg/a.txt", "abcdef")]);
    expect(zipError(() => readZipEntry(honest, only(honest), 5)).message).toBe('entry "pkg/a.txt" holds more bytes than it declares');
    expect(Buffer.from(readZipEntry(honest, only(honest), 6)).toString("utf8")).toBe("abcdef");
  });

  it("refuses an entry shorter than it declares", () => {
    const zip = rawZip([storedEntry("pkg/a.txt", "abc", { declaredSize: 10 })]);
    expect(zipError(() => readZipEntry(zip, only(zip), 100)).message).toBe('entry "pkg/a.txt" is 3 bytes but declares 10');
  });

  it("refuses an entry whose CRC-32 does not match its bytes", () => {
    const zip = rawZip([deflatedEntry("pkg/a.txt", "abc", { crc: crc32(strToU8("abd")) })]);
    expect(zipError(() => readZipEntry(zip, only(zip), 100)).message).toBe('entry "pkg/a.txt" fails its CRC-32 check');
  });

  it("refuses compression methods other than stored and deflate, naming the method", () => {
    const zip = rawZip([storedEntry("pkg/a.txt", "abc", { method: 12 })]);
    expect(zipError(() => readZipEntry(zip, only(zip), 100)).message).toBe('entry "pkg/a.txt" uses compression method 12 (only stored and deflate)');
  });

  it("stops a zip bomb lying about its size at its declared size", () => {
    const zip = rawZip([deflatedEntry("pkg/bomb.in", new Uint8Array(100_000).fill(48), { declaredSize: 1000 })]);
    expect(zipError(() => readZipEntry(zip, only(zip), 1e9)).message).toBe('entry "pkg/bomb.in" inflates to more than 1000 bytes (its declared size or the limit)');
  });

  it("stops an honest large entry at the cap", () => {
    const zip = rawZip([deflatedEntry("pkg/big.in", longText)]);
    expect(zipError(() => readZipEntry(zip, only(zip), longText.length - 1)).message).toBe(
      `entry "pkg/big.in" inflates to more than ${longText.length - 1} bytes (its declared size or the limit)`,
    );
  });

  it("refuses data that is not deflate", () => {
    const zip = rawZip([storedEntry("pkg/a.txt", new Uint8Array([0xff, 0xff, 0xff, 0xff]), { method: 8, declaredSize: 4 })]);
    expect(zipError(() => readZipEntry(zip, only(zip), 100)).message).toBe('entry "pkg/a.txt" is not valid deflate data');
  });

  it("refuses deflate data cut off after a whole number of inflate steps (the last step ends the stream)", () => {
    const content = noise(5000);
    const cut = deflateSync(content).subarray(0, 2048);
    const zip = rawZip([{ name: "pkg/cut.bin", stored: cut, method: 8, crc: crc32(content), declaredSize: 5000 }]);
    expect(zipError(() => readZipEntry(zip, only(zip), 1e6)).message).toBe('entry "pkg/cut.bin" is not valid deflate data');
  });

  it("reads an empty deflated entry as no bytes", () => {
    const zip = rawZip([deflatedEntry("pkg/empty.in", "")]);
    expect(readZipEntry(zip, only(zip), 100)).toEqual(new Uint8Array());
  });
});
