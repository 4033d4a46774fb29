// Zip archives written byte by byte, so a test can make what no zip library writes: lying sizes
// and CRCs, encrypted or symlink entries, duplicate names, unknown methods, damaged directories.
// Only the fields lib/problem-package/zip/read-zip.ts reads are filled in; the rest stay zero.
import { crc32 } from "node:zlib";
import { deflateSync } from "fflate";

export interface RawZipEntry {
  /** The entry's name (bytes: a name that is not UTF-8). */
  name: string | Uint8Array;
  /** The bytes stored after the local header (already deflated for method 8). */
  stored: Uint8Array;
  /** 0 stored, 8 deflate (default 0). */
  method?: number;
  /** The CRC-32 the directory declares (default: of `stored`). */
  crc?: number;
  /** The inflated size the directory declares (default: `stored`'s length). */
  declaredSize?: number;
  /** The general purpose flags (bit 0: encrypted). */
  flags?: number;
  /** The host system of "version made by" (3: Unix). */
  host?: number;
  /** A Unix file mode, stored in the high half of the external attributes. */
  mode?: number;
  /** Extra fields in the central directory, and in the local header (they may differ). */
  extra?: Uint8Array;
  localExtra?: Uint8Array;
  comment?: string;
}

export interface RawZipOptions {
  /** Bytes after the end of central directory record (a comment, or junk). */
  trailing?: Uint8Array;
  /** Overrides of the end of central directory record's fields. */
  disk?: number;
  diskEntries?: number;
  count?: number;
  directoryOffset?: number;
}

const bytes = (text: string | Uint8Array) => (typeof text === "string" ? Buffer.from(text, "utf8") : Buffer.from(text));

/**
 * The fields the local header and the central directory's entry share, in the same order (from
 * "version needed" to the extra field's length); `at` is where they start in each.
 */
function writeSharedFields(
  header: Buffer,
  at: number,
  f: { flags: number; method: number; crc: number; storedSize: number; size: number; nameLength: number; extraLength: number },
): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(f.flags, at + 2);
  header.writeUInt16LE(f.method, at + 4);
  // at + 6 and at + 8: the modification time and date stay zero.
  header.writeUInt32LE(f.crc >>> 0, at + 10);
  header.writeUInt32LE(f.storedSize, at + 14);
  header.writeUInt32LE(f.size, at + 18);
  header.writeUInt16LE(f.nameLength, at + 22);
  header.writeUInt16LE(f.extraLength, at + 24);
}

export function rawZip(entries: RawZipEntry[], options: RawZipOptions = {}): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = bytes(e.name);
    const data = Buffer.from(e.stored);
    const localExtra = Buffer.from(e.localExtra ?? new Uint8Array());
    const extra = Buffer.from(e.extra ?? new Uint8Array());
    const comment = bytes(e.comment ?? "");
    const crc = e.crc ?? crc32(data);
    const size = e.declaredSize ?? data.length;
    const fields = { flags: e.flags ?? 0, method: e.method ?? 0, crc, storedSize: data.length, size, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeSharedFields(local, 4, { ...fields, extraLength: localExtra.length });
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(((e.host ?? 0) << 8) | 20, 4);
    writeSharedFields(central, 6, { ...fields, extraLength: extra.length });
    central.writeUInt16LE(comment.length, 32);
    central.writeUInt32LE(((e.mode ?? 0) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, localExtra, data);
    centrals.push(central, name, extra, comment);
    offset += 30 + name.length + localExtra.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.disk ?? 0, 4);
  end.writeUInt16LE(options.diskEntries ?? options.count ?? entries.length, 8);
  end.writeUInt16LE(options.count ?? entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(options.directoryOffset ?? offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end, Buffer.from(options.trailing ?? new Uint8Array())]));
}

/** A stored entry holding `text` (UTF-8) as it is. */
export function storedEntry(name: string, text: string | Uint8Array, overrides: Partial<RawZipEntry> = {}): RawZipEntry {
  return { name, stored: bytes(text), ...overrides };
}

/** A deflated entry of `content`, with its real CRC-32 and size unless overridden. */
export function deflatedEntry(name: string, content: string | Uint8Array, overrides: Partial<RawZipEntry> = {}): RawZipEntry {
  const raw = bytes(content);
  return { name, stored: deflateSync(raw), method: 8, crc: crc32(raw), declaredSize: raw.length, ...overrides };
}
