// The next problem a signed-in reader has not solved after this one on the learning path, for the
// cached problem page (app/problems/[slug]/next-problem-client.tsx). Per reader: never cached.
import { getSessionUser } from "@/lib/auth/session";
import { nextProblemAnswer } from "@/lib/catalog/learning-path";
import { listProblems } from "@/lib/catalog/list-problems";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const user = await getSessionUser();
  if (!user) return Response.json({ error: "Not signed in." }, { status: 401 });
  const asked = new URL(request.url).searchParams.get("locale");
  const problems = await listProblems(user.id, isLocale(asked) ? asked : DEFAULT_LOCALE);
  const { slug } = await params;
  if (!problems.some((p) => p.slug === slug)) return Response.json({ error: "There is no such problem." }, { status: 404 });
  return Response.json(nextProblemAnswer(problems, slug), { headers: { "Cache-Control": "private, no-store" } });
}
