// POST /studio/import/upload (multipart, field "zip"): imports a problem package zip as an
// unpublished studio problem of the signed-in instructor. Answers JSON {ok, message, slug?}.
// A route handler rather than a server action: server actions cap bodies at 1 MB.
import { requireStaff, StaffOnlyError } from "@/lib/auth/require-role";
import { NotSignedInError } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { PackageImportError } from "@/lib/problem-package/zip/import-package-zip";
import { ZIP_LIMITS } from "@/lib/problem-package/zip/limits";
import { importPackageZip } from "@/lib/problem-package/zip/save-imported-package";
import { loadImportMetadata } from "../load-metadata";

export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  let user;
  try {
    user = await requireStaff();
  } catch (error) {
    if (error instanceof NotSignedInError) return Response.json({ ok: false, message: error.message }, { status: 401 });
    if (error instanceof StaffOnlyError) return Response.json({ ok: false, message: error.message }, { status: 403 });
    throw error;
  }
  // Refuse an oversized upload before reading it (the multipart wrapper adds a little).
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > ZIP_LIMITS.archiveBytes + 64 * 1024) {
    return Response.json({ ok: false, message: `The upload is ${declared} bytes; a package zip may be at most ${ZIP_LIMITS.archiveBytes}.` }, { status: 413 });
  }
  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get("zip");
  } catch {
    return Response.json({ ok: false, message: "Send the zip as multipart form data in the field \"zip\"." }, { status: 400 });
  }
  if (!(file instanceof File) || file.size === 0) return Response.json({ ok: false, message: "Choose a .zip file to import." }, { status: 400 });
  try {
    const result = await importPackageZip(db(), user.id, new Uint8Array(await file.arrayBuffer()), loadImportMetadata);
    const message = result.replaced
      ? `Problem ${result.slug}: your draft was replaced by the zip's files.`
      : `Problem ${result.slug}: imported as an unpublished draft.`;
    return Response.json({ ok: true, message, slug: result.slug });
  } catch (error) {
    if (error instanceof PackageImportError) return Response.json({ ok: false, message: error.message }, { status: 422 });
    throw error;
  }
}
