// GET /api/studio/problems/<slug>/export: the problem's package as <slug>.zip, in exactly the
// problems/<slug>/ layout. Staff only (requireStaff); a studio problem only for its owner or an
// admin; bundled problems for any staff member.
import { requireStaff, StaffOnlyError } from "@/lib/auth/require-role";
import { NotSignedInError } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { exportProblemZip } from "@/lib/problem-package/zip/export-problem";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  let user;
  try {
    user = await requireStaff();
  } catch (error) {
    if (error instanceof NotSignedInError) return Response.json({ ok: false, error: error.message }, { status: 401 });
    if (error instanceof StaffOnlyError) return Response.json({ ok: false, error: error.message }, { status: 403 });
    throw error;
  }
  const { slug } = await params;
  const result = await exportProblemZip(db(), user, slug);
  if (!result.ok) return Response.json({ ok: false, error: result.error }, { status: result.status });
  return new Response(Buffer.from(result.zip), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${result.slug}.zip"`,
      "Cache-Control": "no-store",
    },
  });
}
