// The signed-in reader's status on each problem they submitted to (solved or tried), for the
// cached learning path (app/learn/path-reader-client.tsx). Per reader: never cached.
import { getSessionUser } from "@/lib/auth/session";
import { listProblems } from "@/lib/catalog/list-problems";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const user = await getSessionUser();
  if (!user) return Response.json({ error: "Not signed in." }, { status: 401 });
  const statuses = Object.fromEntries((await listProblems(user.id)).filter((p) => p.myStatus !== null).map((p) => [p.slug, p.myStatus]));
  return Response.json({ statuses }, { headers: { "Cache-Control": "private, no-store" } });
}
