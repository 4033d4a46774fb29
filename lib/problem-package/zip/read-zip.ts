// A small reader for the zip container: it lists the central directory without inflating
// anything, then inflates one entry at a time with a hard cap on the bytes produced, so a zip
// bomb (or an entry lying about its size) is stopped after at most `cap` bytes, never
// inflated in memory. Only what problem packages need: stored or deflated entries, no zip64,
// no encryption, no multi-disk archives.
import { crc32 } from "node:zlib";
import { Inflate } from "fflate";

export interface ZipEntry {
  name: string;
  isFolder: boolean;
  isSymlink: boolean;
  method: number;
  crc: number;
  compressedSize: number;
  /** The inflated size the archive declares (checked against the real bytes when inflating). */
  declaredSize: number;
  localHeaderOffset: number;
}

/** The archive is not a zip we can read (the caller adds which problem it was meant to be). */
export class ZipFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ZipFormatError";
  }
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const UNIX_HOST = 3;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
/** Input fed to the inflater per step: deflate expands at most ~1032:1, so ~1 MiB out per step. */
const INFLATE_STEP = 1024;
const utf8 = new TextDecoder("utf-8", { fatal: true });

function findEndOfCentralDirectory(zip: Uint8Array, view: DataView): number {
  const earliest = Math.max(0, zip.length - 22 - 0xffff);
  for (let i = zip.length - 22; i >= earliest; i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) return i;
  }
  throw new ZipFormatError("is not a zip archive (no end of central directory record)");
}

/** The entries of the central directory, in archive order; refuses more than `maxEntries`. */
export function listZipEntries(zip: Uint8Array, maxEntries: number): ZipEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  if (zip.length < 22) throw new ZipFormatError("is not a zip archive (too short)");
  const eocd = findEndOfCentralDirectory(zip, view);
  const count = view.getUint16(eocd + 10, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  if (view.getUint16(eocd + 4, true) !== 0 || view.getUint16(eocd + 8, true) !== count) throw new ZipFormatError("is a multi-part zip archive");
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ZipFormatError("is a zip64 archive (not supported)");
  if (count > maxEntries) throw new ZipFormatError(`has ${count} entries (at most ${maxEntries})`);

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || view.getUint32(at, true) !== CENTRAL_SIGNATURE) throw new ZipFormatError("has a damaged central directory");
    const host = view.getUint16(at + 4, true) >> 8;
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const externalAttributes = view.getUint32(at + 38, true);
    if (at + 46 + nameLength > zip.length) throw new ZipFormatError("has a damaged central directory");
    let name: string;
    try {
      name = utf8.decode(zip.subarray(at + 46, at + 46 + nameLength));
    } catch {
      throw new ZipFormatError("has an entry whose name is not UTF-8");
    }
    if (flags & 1) throw new ZipFormatError(`has an encrypted entry "${name}"`);
    entries.push({
      name,
      isFolder: name.endsWith("/"),
      isSymlink: host === UNIX_HOST && ((externalAttributes >>> 16) & S_IFMT) === S_IFLNK,
      method: view.getUint16(at + 10, true),
      crc: view.getUint32(at + 16, true),
      compressedSize: view.getUint32(at + 20, true),
      declaredSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * The entry's bytes, inflated. Stops as soon as more than `cap` bytes come out (or more than the
 * entry declared), and checks the declared size and CRC-32 against what really came out.
 */
export function readZipEntry(zip: Uint8Array, entry: ZipEntry, cap: number): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const local = entry.localHeaderOffset;
  if (local + 30 > zip.length || view.getUint32(local, true) !== LOCAL_SIGNATURE) throw new ZipFormatError(`entry "${entry.name}" has a damaged header`);
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  const end = start + entry.compressedSize;
  if (end > zip.length) throw new ZipFormatError(`entry "${entry.name}" runs past the end of the archive`);
  const compressed = zip.subarray(start, end);
  const limit = Math.min(cap, entry.declaredSize);

  let data: Uint8Array;
  if (entry.method === 0) {
    if (compressed.length > limit) throw new ZipFormatError(`entry "${entry.name}" holds more bytes than it declares`);
    data = compressed;
  } else if (entry.method === 8) {
    data = inflateCapped(compressed, limit, entry.name);
  } else {
    throw new ZipFormatError(`entry "${entry.name}" uses compression method ${entry.method} (only stored and deflate)`);
  }
  if (data.length !== entry.declaredSize) throw new ZipFormatError(`entry "${entry.name}" is ${data.length} bytes but declares ${entry.declaredSize}`);
  if (crc32(data) >>> 0 !== entry.crc >>> 0) throw new ZipFormatError(`entry "${entry.name}" fails its CRC-32 check`);
  return data;
}

class InflateLimitExceeded extends Error {}

function inflateCapped(compressed: Uint8Array, limit: number, name: string): Uint8Array {
  const chunks: Uint8Array[] = [];
  let produced = 0;
  const inflater = new Inflate((chunk) => {
    produced += chunk.length;
    if (produced > limit) throw new InflateLimitExceeded();
    chunks.push(chunk);
  });
  try {
    for (let i = 0; i < compressed.length; i += INFLATE_STEP) {
      inflater.push(compressed.subarray(i, i + INFLATE_STEP), i + INFLATE_STEP >= compressed.length);
    }
  } catch (error) {
    if (error instanceof InflateLimitExceeded) throw new ZipFormatError(`entry "${name}" inflates to more than ${limit} bytes (its declared size or the limit)`);
    throw new ZipFormatError(`entry "${name}" is not valid deflate data`);
  }
  const out = new Uint8Array(produced);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
