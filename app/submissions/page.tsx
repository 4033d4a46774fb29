import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session";
import { listMySubmissions } from "@/lib/submissions/list-my-submissions";
import { formatDateTime, formatMemory, formatTime } from "../format";
import { VerdictBadge } from "../verdict-badge";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("submissions"))("title") };
}

export default async function MySubmissionsPage() {
  const user = await getSessionUser();
  if (!user) redirect(`/signin?callbackUrl=${encodeURIComponent("/submissions")}`);
  const submissions = await listMySubmissions(user.id);
  const t = await getTranslations("submissions");
  const locale = await getLocale();
  const timeZone = await getTimeZone();
  return (
    <>
      <h1>{t("title")}</h1>
      <table className="table" data-testid="submission-list">
        <thead>
          <tr>
            <th>#</th>
            <th>{t("colProblem")}</th>
            <th>{t("colVerdict")}</th>
            <th className="num">{t("colTime")}</th>
            <th className="num">{t("colMemory")}</th>
            <th>{t("colSubmitted")}</th>
          </tr>
        </thead>
        <tbody>
          {submissions.length === 0 && (
            <tr>
              <td colSpan={6} className="muted" data-testid="no-submissions">
                {t("empty")} <Link href="/">{t("pickProblem")}</Link>
              </td>
            </tr>
          )}
          {submissions.map((s) => (
            <tr key={s.id} data-testid="submission-row">
              <td>
                <Link href={`/submissions/${s.id}`}>{s.id}</Link>
              </td>
              <td>
                <Link href={`/problems/${s.problem.slug}`}>{s.problem.title}</Link>
              </td>
              <td>
                <Link href={`/submissions/${s.id}`}>
                  <VerdictBadge status={s.status} verdict={s.verdict} />
                </Link>
              </td>
              <td className="num">{formatTime(s.timeMs)}</td>
              <td className="num">{formatMemory(s.memoryKb)}</td>
              <td>{formatDateTime(s.createdAt, locale, timeZone)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
