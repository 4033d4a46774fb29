// Reading an uploaded package zip from a request: a multipart body with a non-empty "zip" file
// comes through; anything else is refused with its status and a message, a body over the cap is
// cut off without reading the rest (whatever Content-Length says), and a stalled body times out.
import { afterEach, describe, expect, it, vi } from "vitest";
import { MULTIPART_OVERHEAD_BYTES, readZipUpload } from "../../../lib/problem-package/zip/read-upload";

const URL = "http://localhost/studio/import";
const ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
const NOT_MULTIPART = 'Send the zip as multipart form data in the field "zip".';

/** A multipart form as the browser sends it: its bytes and content type. */
async function multipart(fields: Record<string, Blob | string>): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value, "upload.zip");
    else form.append(name, value);
  }
  const request = new Request(URL, { method: "POST", body: form });
  return { body: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
}

function post(body: BodyInit | null, headers: Record<string, string>): Request {
  return new Request(URL, { method: "POST", body, headers, ...(body instanceof ReadableStream ? { duplex: "half" } : {}) } as RequestInit);
}

/** A body stream handing out `chunk` over and over, counting its pulls and remembering why it was cancelled. */
function endless(chunk: Uint8Array, { cancelThrows = false } = {}) {
  const seen = { pulls: 0, cancelled: undefined as unknown };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      seen.pulls++;
      controller.enqueue(chunk);
    },
    cancel(reason) {
      seen.cancelled = reason;
      if (cancelThrows) throw new Error("cannot cancel");
    },
  });
  return { stream, seen };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("readZipUpload", () => {
  it("returns the bytes of the zip field", async () => {
    const { body, contentType } = await multipart({ zip: new Blob([ZIP]) });
    expect(await readZipUpload(post(body, { "content-type": contentType }))).toEqual({ ok: true, zip: ZIP });
  });

  it("takes the multipart content type in any case", async () => {
    const { body, contentType } = await multipart({ zip: new Blob([ZIP]) });
    const upper = contentType.replace("multipart/form-data", "Multipart/Form-Data");
    expect(await readZipUpload(post(body, { "content-type": upper }))).toEqual({ ok: true, zip: ZIP });
  });

  it("refuses a body that is not multipart form data, or none", async () => {
    expect(await readZipUpload(post(ZIP, { "content-type": "application/zip" }))).toEqual({ ok: false, status: 400, message: NOT_MULTIPART });
    expect(await readZipUpload(post(ZIP, {}))).toEqual({ ok: false, status: 400, message: NOT_MULTIPART });
    const { contentType } = await multipart({ zip: new Blob([ZIP]) });
    expect(await readZipUpload(new Request(URL, { method: "POST", headers: { "content-type": contentType } }))).toEqual({ ok: false, status: 400, message: NOT_MULTIPART });
  });

  it("refuses a body that is not multipart without reading it", async () => {
    const { stream, seen } = endless(new Uint8Array(1024));
    expect(await readZipUpload(post(stream, { "content-type": "application/zip" }), { maxZipBytes: 1024 })).toEqual({ ok: false, status: 400, message: NOT_MULTIPART });
    expect(seen.pulls).toBeLessThanOrEqual(1);
  });

  it("refuses a multipart type whose body does not parse", async () => {
    const { contentType } = await multipart({ zip: new Blob([ZIP]) });
    expect(await readZipUpload(post("no boundaries here", { "content-type": contentType }))).toEqual({ ok: false, status: 400, message: NOT_MULTIPART });
  });

  it.each([
    ["no zip field", { other: "x" }],
    ["a zip field that is text, not a file", { zip: "PK" }],
    ["an empty file", { zip: new Blob([]) }],
  ])("asks for a .zip file when the form has %s", async (_, fields) => {
    const { body, contentType } = await multipart(fields);
    expect(await readZipUpload(post(body, { "content-type": contentType }))).toEqual({ ok: false, status: 400, message: "Choose a .zip file to import." });
  });

  it("refuses a file larger than the cap, and takes one exactly at it", async () => {
    const { body, contentType } = await multipart({ zip: new Blob([ZIP]) });
    expect(await readZipUpload(post(body, { "content-type": contentType }), { maxZipBytes: ZIP.length })).toEqual({ ok: true, zip: ZIP });
    expect(await readZipUpload(post(body, { "content-type": contentType }), { maxZipBytes: ZIP.length - 1 })).toEqual({
      ok: false,
      status: 413,
      message: `The upload is larger than a package zip may be (${ZIP.length - 1} bytes); it was cut off there.`,
    });
  });

  it("refuses at once a body whose Content-Length is over the cap, reading nothing", async () => {
    const { stream, seen } = endless(ZIP);
    const { contentType } = await multipart({ zip: new Blob([ZIP]) });
    const maxBody = 8 * 1024 * 1024 + MULTIPART_OVERHEAD_BYTES;
    const result = await readZipUpload(post(stream, { "content-type": contentType, "content-length": String(maxBody + 1) }));
    expect(result).toEqual({ ok: false, status: 413, message: "The upload is larger than a package zip may be (8388608 bytes); it was cut off there." });
    expect(seen.pulls).toBeLessThanOrEqual(1); // a stream may pull once when it is made; nothing is read
  });

  it("reads a body whose Content-Length is exactly the cap, and one that counts exactly the cap", async () => {
    // A padding field makes the body larger than the multipart overhead, so the cap can be its size.
    const { body, contentType } = await multipart({ zip: new Blob([ZIP]), pad: "p".repeat(MULTIPART_OVERHEAD_BYTES + 100) });
    const maxZipBytes = body.length - MULTIPART_OVERHEAD_BYTES;
    const headers = { "content-type": contentType, "content-length": String(body.length) };
    expect(await readZipUpload(post(body, headers), { maxZipBytes })).toEqual({ ok: true, zip: ZIP });
    expect(await readZipUpload(post(body, headers), { maxZipBytes: maxZipBytes - 1 })).toMatchObject({ ok: false, status: 413 });
    // Without the header: only the count refuses.
    expect(await readZipUpload(post(body, { "content-type": contentType }), { maxZipBytes })).toEqual({ ok: true, zip: ZIP });
    expect(await readZipUpload(post(body, { "content-type": contentType }), { maxZipBytes: maxZipBytes - 1 })).toMatchObject({ ok: false, status: 413 });
  });

  it("cuts off an endless body with a lying Content-Length once it passes the cap, never reading the rest", async () => {
    const { contentType } = await multipart({ zip: new Blob([ZIP]) });
    for (const cancelThrows of [false, true]) {
      const { stream, seen } = endless(new Uint8Array(1024), { cancelThrows });
      const result = await readZipUpload(post(stream, { "content-type": contentType, "content-length": "10" }), { maxZipBytes: 1024 });
      expect(result).toEqual({ ok: false, status: 413, message: "The upload is larger than a package zip may be (1024 bytes); it was cut off there." });
      expect(seen.cancelled).toBe("upload over the size limit");
      // (1024 + 64 KiB) / 1 KiB = 65 chunks fit; the 66th passes the cap (and the stream may pull one ahead).
      expect(seen.pulls).toBeGreaterThanOrEqual(66);
      expect(seen.pulls).toBeLessThanOrEqual(68);
    }
  });

  it("gives up on a body that stalls past the deadline, cancelling it", async () => {
    const { contentType } = await multipart({ zip: new Blob([ZIP]) });
    let cancelled: unknown;
    const stalled = new ReadableStream<Uint8Array>({
      cancel(reason) {
        cancelled = reason;
      },
    });
    const result = await readZipUpload(post(stalled, { "content-type": contentType }), { deadlineMs: 5 });
    expect(result).toEqual({ ok: false, status: 408, message: "The upload did not arrive within 1 s; try again." });
    expect(cancelled).toBe("upload too slow");
  });

  it("leaves no deadline timer behind once the body is read", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { body, contentType } = await multipart({ zip: new Blob([ZIP]) });
    expect(await readZipUpload(post(body, { "content-type": contentType }))).toEqual({ ok: true, zip: ZIP });
    expect(vi.getTimerCount()).toBe(0);
  });
});
