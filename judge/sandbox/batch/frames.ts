// The harness's wire format on its real fd 0/1: an 8-byte prefix (two big-endian lengths: the
// header's, the payload's), a JSON header (an object with a string `type`), then a raw payload
// (a test's input, or its stdout and stderr).
//
// What the judge reads comes from inside the sandbox, where a hostile program may write to the
// same descriptor: the reader trusts neither length. Both are checked against hard caps as soon
// as the prefix is in (nothing of a declared size is ever allocated before that), bytes are kept
// as the chunks that arrived and copied once, when a frame is complete (linear in the bytes
// read), and a header that is not a JSON object of a known type is an error.
export interface Frame {
  header: Record<string, unknown>;
  payload: Buffer;
}

export const FRAME_PREFIX_BYTES = 8;
/** A header is a few small fields: anything longer is not one the harness wrote. */
export const MAX_FRAME_HEADER_BYTES = 4096;

export interface FrameLimits {
  maxHeaderBytes: number;
  maxPayloadBytes: number;
  /** The frame types the reader accepts (any string when absent). */
  types?: ReadonlySet<string>;
}

/** "oversized": a declared length above its cap; "malformed": a header that is not a known frame's. */
export type FrameErrorKind = "oversized" | "malformed";

export class FrameError extends Error {
  constructor(
    readonly kind: FrameErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "FrameError";
  }
}

export function encodeFrame(header: object, payload: Buffer = Buffer.alloc(0)): Buffer {
  const headerBytes = Buffer.from(JSON.stringify(header), "utf8");
  const lengths = Buffer.alloc(FRAME_PREFIX_BYTES);
  lengths.writeUInt32BE(headerBytes.length, 0);
  lengths.writeUInt32BE(payload.length, 4);
  return Buffer.concat([lengths, headerBytes, payload]);
}

/** Parses a frame header: a JSON object whose `type` is a string (one of `types` if given). */
export function parseFrameHeader(bytes: Buffer, types?: ReadonlySet<string>): Record<string, unknown> {
  let header: unknown;
  try {
    header = JSON.parse(bytes.toString("utf8"));
  } catch (error) {
    throw new FrameError("malformed", `frame header is not JSON: ${(error as Error).message}`);
  }
  if (typeof header !== "object" || header === null || Array.isArray(header)) {
    throw new FrameError("malformed", "frame header is not a JSON object");
  }
  const type = (header as Record<string, unknown>).type;
  if (typeof type !== "string") throw new FrameError("malformed", "frame header has no type");
  if (types && !types.has(type)) throw new FrameError("malformed", `unknown frame type ${JSON.stringify(type.slice(0, 40))}`);
  return header as Record<string, unknown>;
}

/**
 * Decodes frames from chunks as they arrive. After an error it stays failed: the stream cannot
 * be resynchronised (the lengths that would say where the next frame starts are not trusted).
 */
export class FrameReader {
  /** Bytes received and not yet decoded, as they arrived, from `chunks[head]`, of which `offset` bytes are used. */
  private chunks: Buffer[] = [];
  private head = 0;
  private offset = 0;
  private buffered = 0;
  /** The current frame's lengths, once its prefix is in and checked. */
  private lengths: { header: number; payload: number } | undefined;
  private failure: FrameError | undefined;

  constructor(private readonly limits: FrameLimits) {}

  /** Bytes received that are not part of a decoded frame yet. */
  get pendingBytes(): number {
    return this.buffered;
  }

  feed(chunk: Buffer): Frame[] {
    if (this.failure) throw this.failure;
    if (chunk.length > 0) {
      this.chunks.push(chunk);
      this.buffered += chunk.length;
    }
    const frames: Frame[] = [];
    try {
      for (;;) {
        if (!this.lengths) {
          if (this.buffered < FRAME_PREFIX_BYTES) break;
          const prefix = this.take(FRAME_PREFIX_BYTES);
          this.lengths = this.checkLengths(prefix.readUInt32BE(0), prefix.readUInt32BE(4));
        }
        const { header, payload } = this.lengths;
        if (this.buffered < header + payload) break;
        const headerBytes = this.take(header);
        const parsed = parseFrameHeader(headerBytes, this.limits.types);
        frames.push({ header: parsed, payload: this.take(payload) });
        this.lengths = undefined;
      }
    } catch (error) {
      this.failure = error instanceof FrameError ? error : new FrameError("malformed", String(error));
      this.chunks = [];
      this.head = 0;
      this.buffered = 0;
      throw this.failure;
    }
    return frames;
  }

  private checkLengths(header: number, payload: number): { header: number; payload: number } {
    if (header > this.limits.maxHeaderBytes) {
      throw new FrameError("oversized", `frame header of ${header} bytes (at most ${this.limits.maxHeaderBytes})`);
    }
    if (payload > this.limits.maxPayloadBytes) {
      throw new FrameError("oversized", `frame payload of ${payload} bytes (at most ${this.limits.maxPayloadBytes})`);
    }
    return { header, payload };
  }

  /** The next `length` bytes (length <= buffered): a view when they lie in one chunk, else one copy. */
  private take(length: number): Buffer {
    this.buffered -= length;
    const first = this.chunks[this.head];
    if (length === 0 || !first) return Buffer.alloc(0);
    if (first.length - this.offset >= length) {
      const view = first.subarray(this.offset, this.offset + length);
      this.advance(first, length);
      return view;
    }
    const out = Buffer.allocUnsafe(length);
    let filled = 0;
    while (filled < length) {
      const chunk = this.chunks[this.head]!;
      const count = Math.min(length - filled, chunk.length - this.offset);
      chunk.copy(out, filled, this.offset, this.offset + count);
      filled += count;
      this.advance(chunk, count);
    }
    return out;
  }

  private advance(chunk: Buffer, count: number): void {
    this.offset += count;
    if (this.offset < chunk.length) return;
    this.offset = 0;
    this.head += 1;
    // Drop used chunks now and then, not one by one (a frame fed byte by byte stays linear).
    if (this.head === this.chunks.length) {
      this.chunks = [];
      this.head = 0;
    } else if (this.head >= 1024 && this.head * 2 >= this.chunks.length) {
      this.chunks = this.chunks.slice(this.head);
      this.head = 0;
    }
  }
}
