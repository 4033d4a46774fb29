// The harness's wire format on its real fd 0/1: an 8-byte header (two big-endian lengths),
// a JSON header, then a raw payload (a test's input, or its stdout and stderr).
export interface Frame {
  header: Record<string, unknown>;
  payload: Buffer;
}

export function encodeFrame(header: object, payload: Buffer = Buffer.alloc(0)): Buffer {
  const headerBytes = Buffer.from(JSON.stringify(header), "utf8");
  const lengths = Buffer.alloc(8);
  lengths.writeUInt32BE(headerBytes.length, 0);
  lengths.writeUInt32BE(payload.length, 4);
  return Buffer.concat([lengths, headerBytes, payload]);
}

export class FrameReader {
  private chunks: Buffer[] = [];
  private length = 0;
  feed(chunk: Buffer): Frame[] {
    this.chunks.push(chunk);
    this.length += chunk.length;
    const frames: Frame[] = [];
    for (;;) {
      if (this.length < 8) break;
      let data = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
      this.chunks = [data];
      const headerLength = data.readUInt32BE(0);
      const payloadLength = data.readUInt32BE(4);
      const total = 8 + headerLength + payloadLength;
      if (this.length < total) break;
      const header = JSON.parse(data.subarray(8, 8 + headerLength).toString("utf8")) as Record<string, unknown>;
      frames.push({ header, payload: data.subarray(8 + headerLength, total) });
      data = data.subarray(total);
      this.chunks = data.length ? [data] : [];
      this.length = data.length;
    }
    return frames;
  }
}
