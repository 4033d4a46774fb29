// GET /studio/sets/<slug>/csv: the progress table as CSV. Staff only (requireStaff), and only
// the set's owner or an admin.
import { requireStaff, StaffOnlyError } from "@/lib/auth/require-role";
import { NotSignedInError } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { managedSetProgress } from "@/lib/problem-sets/managed-set-progress";
import { progressCsv } from "@/lib/problem-sets/progress-csv";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  let user;
  try {
    user = await requireStaff();
  } catch (error) {
    if (error instanceof NotSignedInError) return new Response(error.message, { status: 401 });
    if (error instanceof StaffOnlyError) return new Response(error.message, { status: 403 });
    throw error;
  }
  const { slug } = await params;
  const result = await managedSetProgress(db(), user, slug);
  if (!result.ok) return new Response(result.error, { status: result.status });
  return new Response(progressCsv(result.progress), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${result.set.slug}-progress.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
