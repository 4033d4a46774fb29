// POST /studio/import/upload (multipart, field "zip"): imports a problem package zip as an
// unpublished studio problem of the signed-in instructor. Answers JSON {ok, message, slug?}.
// A route handler rather than a server action: server actions cap bodies at 1 MB.
// At most LIMITS.maxConcurrentImports are read and validated at once in this process (a slot is
// taken before the body is read; a request finding none gets 429 "busy" at once rather than
// waiting with its body in memory), imports are rate-limited per instructor, and the body is
// cut off once it passes the zip cap (lib/problem-package/zip/read-upload.ts).
// A zip for a slug the instructor already owns replaces that draft only when the request says
// so (`?replace=<slug>`): otherwise the answer is 409 naming the draft (`confirm`), and the
// import page asks before sending it again.
import { requireStaff, StaffOnlyError } from "@/lib/auth/require-role";
import { NotSignedInError } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { checkPackageMetadata, PackageImportError, unpackPackageZip } from "@/lib/problem-package/zip/import-package-zip";
import { readZipUpload } from "@/lib/problem-package/zip/read-upload";
import { saveImportedPackage } from "@/lib/problem-package/zip/save-imported-package";
import { ConcurrencySlots } from "@/lib/rate-limit/concurrency-slots";
import { takeRateLimit } from "@/lib/rate-limit/take-rate-limit";
import { draftReplacedByImport } from "@/lib/studio/import-replacement";
import { LIMITS } from "@/lib/types";
import { loadImportMetadata } from "../load-metadata";

export const dynamic = "force-dynamic";

const importSlots = new ConcurrencySlots(LIMITS.maxConcurrentImports);
const BUSY = `The server is validating ${LIMITS.maxConcurrentImports} other imports right now; try again in a few seconds.`;

export async function POST(request: Request): Promise<Response> {
  let user;
  try {
    user = await requireStaff();
  } catch (error) {
    if (error instanceof NotSignedInError) return Response.json({ ok: false, message: error.message }, { status: 401 });
    if (error instanceof StaffOnlyError) return Response.json({ ok: false, message: error.message }, { status: 403 });
    throw error;
  }
  const release = importSlots.tryTake();
  if (!release) return Response.json({ ok: false, message: BUSY }, { status: 429, headers: { "Retry-After": "5" } });
  try {
    const taken = await takeRateLimit("importsPerInstructor", user.id);
    if (!taken.ok) {
      return Response.json({ ok: false, message: taken.error }, { status: 429, headers: { "Retry-After": String(Math.ceil(taken.retryAfterMs / 1000)) } });
    }
    const upload = await readZipUpload(request);
    if (!upload.ok) return Response.json({ ok: false, message: upload.message }, { status: upload.status });
    const pkg = unpackPackageZip(upload.zip);
    const replacing = await draftReplacedByImport(db(), user.id, pkg.slug);
    if (replacing && new URL(request.url).searchParams.get("replace") !== pkg.slug) {
      const message = `Problem ${pkg.slug}: importing replaces your draft "${replacing.title}". Confirm to replace it.`;
      return Response.json({ ok: false, message, confirm: replacing }, { status: 409 });
    }
    const meta = await checkPackageMetadata(pkg, loadImportMetadata);
    const result = await saveImportedPackage(db(), user.id, pkg, meta);
    const message = result.replaced
      ? `Problem ${result.slug}: your draft was replaced by the zip's files.`
      : `Problem ${result.slug}: imported as an unpublished draft.`;
    return Response.json({ ok: true, message, slug: result.slug });
  } catch (error) {
    if (error instanceof PackageImportError) return Response.json({ ok: false, message: error.message }, { status: 422 });
    throw error;
  } finally {
    release();
  }
}
