// The judge's frame reader (judge/sandbox/batch/frames.ts) and its reading of result frames
// (judge/sandbox/batch/result-frame.ts): what arrives from inside the sandbox is bounded, checked, and
// read in linear time.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeFrame, FrameError, FrameReader, MAX_FRAME_HEADER_BYTES, type Frame, type FrameLimits } from "../../judge/sandbox/batch/frames";
import { readResultFrame, type ExpectedResult } from "../../judge/sandbox/batch/result-frame";

const LIMITS: FrameLimits = { maxHeaderBytes: MAX_FRAME_HEADER_BYTES, maxPayloadBytes: 1024, types: new Set(["ready", "result"]) };

function prefix(headerLength: number, payloadLength: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeUInt32BE(headerLength, 0);
  bytes.writeUInt32BE(payloadLength, 4);
  return bytes;
}

function raw(header: string, payload = Buffer.alloc(0)): Buffer {
  const headerBytes = Buffer.from(header, "utf8");
  return Buffer.concat([prefix(headerBytes.length, payload.length), headerBytes, payload]);
}

function feedAll(reader: FrameReader, chunks: Buffer[]): Frame[] {
  return chunks.flatMap((chunk) => reader.feed(chunk));
}

function failure(action: () => unknown): FrameError {
  try {
    action();
  } catch (error) {
    if (error instanceof FrameError) return error;
    throw error;
  }
  throw new Error("no FrameError thrown");
}

const simplified = (frames: Frame[]) => frames.map((frame) => ({ header: frame.header, payload: frame.payload.toString("hex") }));

describe("FrameReader", () => {
  it("decodes a frame split byte by byte", () => {
    const frame = encodeFrame({ type: "result", ordinal: 3, text: "é" }, Buffer.from("stdout bytes\n"));
    const reader = new FrameReader(LIMITS);
    const frames = feedAll(reader, [...frame].map((byte) => Buffer.of(byte)));
    expect(simplified(frames)).toEqual([{ header: { type: "result", ordinal: 3, text: "é" }, payload: Buffer.from("stdout bytes\n").toString("hex") }]);
    expect(reader.pendingBytes).toBe(0);
  });

  it("decodes many frames in one chunk, and keeps a partial one for later", () => {
    const frames = Array.from({ length: 500 }, (_, index) => encodeFrame({ type: "ready", index }, Buffer.alloc(index % 7, index)));
    const partial = encodeFrame({ type: "result" }, Buffer.from("late"));
    const reader = new FrameReader(LIMITS);
    const decoded = reader.feed(Buffer.concat([...frames, partial.subarray(0, 5)]));
    expect(decoded.map((frame) => frame.header.index)).toEqual(frames.map((_, index) => index));
    expect(decoded.map((frame) => frame.payload.length)).toEqual(frames.map((_, index) => index % 7));
    expect(reader.pendingBytes).toBe(5);
    expect(simplified(reader.feed(partial.subarray(5)))).toEqual([{ header: { type: "result" }, payload: Buffer.from("late").toString("hex") }]);
  });

  it("refuses a header length of 2^32-1 as soon as the prefix is in, without waiting for (or allocating) it", () => {
    const reader = new FrameReader(LIMITS);
    const error = failure(() => reader.feed(prefix(2 ** 32 - 1, 0)));
    expect(error.kind).toBe("oversized");
    expect(error.message).toContain("4294967295");
    expect(reader.pendingBytes).toBe(0);
  });

  it("refuses a payload length above the cap, and stays failed afterwards", () => {
    const reader = new FrameReader(LIMITS);
    const header = Buffer.from(JSON.stringify({ type: "result" }));
    const error = failure(() => reader.feed(Buffer.concat([prefix(header.length, LIMITS.maxPayloadBytes + 1), header])));
    expect(error.kind).toBe("oversized");
    // The lengths that would say where the next frame starts are not trusted: no resynchronising.
    expect(failure(() => reader.feed(encodeFrame({ type: "ready" }))).kind).toBe("oversized");
  });

  it("accepts a payload of exactly the cap", () => {
    const reader = new FrameReader(LIMITS);
    const payload = Buffer.alloc(LIMITS.maxPayloadBytes, 7);
    expect(reader.feed(encodeFrame({ type: "result" }, payload))[0]!.payload.equals(payload)).toBe(true);
  });

  it("refuses invalid JSON, a non-object header, a header without a type and an unknown type as malformed", () => {
    for (const header of ['{"type": "result"', "[1, 2]", "null", '"result"', "42", '{"ordinal": 1}', '{"type": 7}', '{"type": "forged"}']) {
      const error = failure(() => new FrameReader(LIMITS).feed(raw(header)));
      expect({ header, kind: error.kind }).toEqual({ header, kind: "malformed" });
    }
  });

  it("reads a large frame fed in small chunks in linear time (each byte copied once)", () => {
    const payload = Buffer.alloc(256 << 10, 1);
    const frame = encodeFrame({ type: "result" }, payload);
    const reader = new FrameReader({ ...LIMITS, maxPayloadBytes: payload.length });
    let frames: Frame[] = [];
    const concat = Buffer.concat;
    let copied = 0;
    // Count the bytes the reader copies: a reader that joins everything on every feed copies
    // about chunks^2 / 2 x chunk size bytes (here about 500 MB); a linear one copies the frame once.
    const spy = (list: readonly Uint8Array[], length?: number) => {
      const joined = concat(list, length);
      copied += joined.length;
      return joined;
    };
    const originalCopy = Buffer.prototype.copy;
    Buffer.concat = spy as typeof Buffer.concat;
    Buffer.prototype.copy = function (this: Buffer, ...args: Parameters<Buffer["copy"]>) {
      const count = originalCopy.apply(this, args);
      copied += count;
      return count;
    };
    try {
      for (let start = 0; start < frame.length; start += 64) frames = frames.concat(reader.feed(frame.subarray(start, start + 64)));
    } finally {
      Buffer.concat = concat;
      Buffer.prototype.copy = originalCopy;
    }
    expect(frames).toHaveLength(1);
    expect(frames[0]!.payload.equals(payload)).toBe(true);
    expect(copied).toBeLessThanOrEqual(2 * frame.length);
  });

  it("decodes any split of a valid stream to the same frames (property)", () => {
    const frameArbitrary = fc.record({
      type: fc.constantFrom("ready", "result"),
      ordinal: fc.nat(1000),
      text: fc.string({ maxLength: 20 }),
      payload: fc.uint8Array({ maxLength: 64 }),
    });
    fc.assert(
      fc.property(fc.array(frameArbitrary, { maxLength: 12 }), fc.array(fc.nat(), { maxLength: 40 }), (specs, cuts) => {
        const stream = Buffer.concat(specs.map(({ payload, ...header }) => encodeFrame(header, Buffer.from(payload))));
        const points = [...new Set(cuts.map((cut) => cut % (stream.length + 1)))].sort((a, b) => a - b);
        const chunks: Buffer[] = [];
        let last = 0;
        for (const point of [...points, stream.length]) {
          chunks.push(stream.subarray(last, point));
          last = point;
        }
        const reader = new FrameReader(LIMITS);
        const frames = feedAll(reader, chunks);
        expect(simplified(frames)).toEqual(specs.map(({ payload, ...header }) => ({ header, payload: Buffer.from(payload).toString("hex") })));
        expect(reader.pendingBytes).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe("readResultFrame", () => {
  const expected: ExpectedResult = { ordinal: 2, nonce: "a".repeat(32), maxOutputBytes: 10 };
  const result = (header: Record<string, unknown>, payload: Buffer): Frame => ({
    header: { type: "result", ordinal: 2, nonce: expected.nonce, exitCode: 0, outcome: "ok", stdoutBytes: 3, stderrBytes: 2, ...header },
    payload,
  });

  it("takes the program's stdout, stderr and exit code from a well-formed result", () => {
    const checked = readResultFrame(result({ exitCode: 3, tainted: "x".repeat(900) }, Buffer.from("Yes!!")), expected);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect({ stdout: checked.claims.stdout.toString(), stderr: checked.claims.stderr.toString(), exitCode: checked.claims.exitCode, outputLimit: checked.claims.outputLimit }).toEqual({
      stdout: "Yes",
      stderr: "!!",
      exitCode: 3,
      outputLimit: false,
    });
    expect(checked.claims.tainted).toHaveLength(500);
  });

  it("ignores what the judge measures itself: a claimed CPU time, wall time or memory changes nothing", () => {
    const plain = readResultFrame(result({}, Buffer.from("Yes!!")), expected);
    const claiming = readResultFrame(result({ cpuMs: 1, wallMs: 1, memoryKb: 1, signal: null, status: "AC" }, Buffer.from("Yes!!")), expected);
    expect(claiming).toEqual(plain);
  });

  it("refuses a result without the test's nonce or for another test", () => {
    expect(readResultFrame(result({ nonce: "b".repeat(32) }, Buffer.from("Yes!!")), expected)).toMatchObject({ ok: false, reason: expect.stringContaining("nonce") });
    expect(readResultFrame(result({ nonce: undefined }, Buffer.from("Yes!!")), expected).ok).toBe(false);
    expect(readResultFrame(result({ ordinal: 3 }, Buffer.from("Yes!!")), expected)).toMatchObject({ ok: false, reason: expect.stringContaining("test 3") });
    expect(readResultFrame({ header: { type: "ready" }, payload: Buffer.alloc(0) }, expected).ok).toBe(false);
  });

  it("refuses lengths that do not add up to the payload the judge received", () => {
    const payload = Buffer.from("Yes!!");
    for (const lengths of [
      { stdoutBytes: 999, stderrBytes: 0 },
      { stdoutBytes: 3, stderrBytes: 1 },
      { stdoutBytes: -1, stderrBytes: 6 },
      { stdoutBytes: 2.5, stderrBytes: 2.5 },
      { stdoutBytes: "3", stderrBytes: 2 },
      { stdoutBytes: 0, stderrBytes: 5000 },
    ]) {
      expect({ lengths, ok: readResultFrame(result(lengths, payload), expected).ok }).toEqual({ lengths, ok: false });
    }
  });

  it("allows one byte over the output limit (the proof of passing it), no more", () => {
    const over = Buffer.alloc(11, 65);
    expect(readResultFrame(result({ stdoutBytes: 11, stderrBytes: 0, outcome: "output" }, over), expected)).toMatchObject({ ok: true, claims: { outputLimit: true } });
    expect(readResultFrame(result({ stdoutBytes: 12, stderrBytes: 0 }, Buffer.alloc(12)), expected).ok).toBe(false);
  });

  it("refuses an exit code or outcome that is not one the harness writes", () => {
    for (const header of [{ exitCode: "0" }, { exitCode: 0.5 }, { exitCode: null }, { exitCode: 2 ** 40 }, { outcome: "AC" }, { outcome: undefined }, { tainted: 1 }]) {
      expect({ header, ok: readResultFrame(result(header, Buffer.from("Yes!!")), expected).ok }).toEqual({ header, ok: false });
    }
  });
});
