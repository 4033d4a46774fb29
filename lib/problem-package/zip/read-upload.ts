// Reads an uploaded package zip (multipart form data, field "zip") from a request body while
// counting its bytes: once the body passes the cap it is cut off (the rest is never read), so
// neither a missing nor a lying Content-Length header can make the server buffer more than
// the cap. Only the bytes within the cap are then parsed as form data. A body that has not
// arrived within the deadline is cut off too, so a stalled upload cannot hold an import slot.
import { formatWait } from "../../rate-limit/limits";
import { ZIP_LIMITS } from "./limits";

/** Room for the multipart boundaries and part headers around the zip. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Time for the whole body: 8 MiB at 100 KB/s, with room. */
export const UPLOAD_DEADLINE_MS = 120_000;

export type ZipUpload = { ok: true; zip: Uint8Array } | { ok: false; status: 400 | 408 | 413; message: string };

const NOT_MULTIPART = 'Send the zip as multipart form data in the field "zip".';

function tooLarge(maxZipBytes: number): ZipUpload {
  return { ok: false, status: 413, message: `The upload is larger than a package zip may be (${maxZipBytes} bytes); it was cut off there.` };
}

export async function readZipUpload(
  request: Request,
  { maxZipBytes = ZIP_LIMITS.archiveBytes, deadlineMs = UPLOAD_DEADLINE_MS }: { maxZipBytes?: number; deadlineMs?: number } = {},
): Promise<ZipUpload> {
  const contentType = request.headers.get("content-type");
  if (!contentType?.toLowerCase().startsWith("multipart/form-data")) return { ok: false, status: 400, message: NOT_MULTIPART };
  const maxBodyBytes = maxZipBytes + MULTIPART_OVERHEAD_BYTES;
  // An honest header that is already too large saves reading anything; a missing or lying
  // one is caught by the count below.
  if (Number(request.headers.get("content-length")) > maxBodyBytes) return tooLarge(maxZipBytes);
  if (!request.body) return { ok: false, status: 400, message: NOT_MULTIPART };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), deadlineMs)));
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline]);
      if (next === "late") {
        await reader.cancel("upload too slow").catch(() => undefined);
        return { ok: false, status: 408, message: `The upload did not arrive within ${formatWait(deadlineMs)}; try again.` };
      }
      if (next.done) break;
      total += next.value.byteLength;
      if (total > maxBodyBytes) {
        await reader.cancel("upload over the size limit").catch(() => undefined);
        return tooLarge(maxZipBytes);
      }
      chunks.push(next.value);
    }
  } finally {
    clearTimeout(timer);
  }

  let file: FormDataEntryValue | null;
  try {
    file = (await new Response(new Blob(chunks as BlobPart[]), { headers: { "content-type": contentType } }).formData()).get("zip");
  } catch {
    return { ok: false, status: 400, message: NOT_MULTIPART };
  }
  if (!(file instanceof File) || file.size === 0) return { ok: false, status: 400, message: "Choose a .zip file to import." };
  if (file.size > maxZipBytes) return tooLarge(maxZipBytes);
  return { ok: true, zip: new Uint8Array(await file.arrayBuffer()) };
}
