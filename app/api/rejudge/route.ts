// POST /api/rejudge with {"submissionId": n} or {"problemSlug": "..."}: requeues one submission
// or every submission of a problem at the lowest priority. The route checks the role itself
// (admins, and instructors on their own problems: lib/submissions/rejudge-submissions.ts).
import { getSessionUser } from "@/lib/auth/session";
import { mayRejudgeAny } from "@/lib/auth/permissions";
import { mayRejudge, rejudge, rejudgeSchema } from "@/lib/submissions/rejudge-submissions";

export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  const user = await getSessionUser();
  if (!user) return Response.json({ ok: false, error: "Sign in to do this." }, { status: 401 });
  if (!mayRejudgeAny(user)) return Response.json({ ok: false, error: "You are not allowed to do this." }, { status: 403 });
  // Only a JSON body is read: a text/plain one is what a cross-site form can send (proxy.ts
  // refuses those first), and reading any content type as JSON hid what the client meant.
  const contentType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (contentType !== "application/json") {
    return Response.json({ ok: false, error: "Send the body as JSON (Content-Type: application/json)." }, { status: 415 });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ ok: false, error: "The body must be JSON." }, { status: 400 });
  }
  const parsed = rejudgeSchema.safeParse(body);
  if (!parsed.success) {
    return Response.json({ ok: false, error: 'Send {"submissionId": <id>} or {"problemSlug": "<slug>"}.' }, { status: 400 });
  }
  if (!(await mayRejudge(user, parsed.data))) return Response.json({ ok: false, error: "You are not allowed to do this." }, { status: 403 });
  const result = await rejudge(parsed.data);
  return Response.json(result, { status: result.ok ? 200 : 404 });
}
