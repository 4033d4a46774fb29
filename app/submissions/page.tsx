import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { isAdmin, mayListAllSubmissions } from "@/lib/auth/permissions";
import { getSessionUser } from "@/lib/auth/session";
import { problemTitle } from "@/lib/catalog/problem-language";
import { db } from "@/lib/db";
import { listSubmissions } from "@/lib/submissions/list-submissions";
import { parseSubmissionFilters, type SubmissionFilters } from "@/lib/submissions/submission-filters";
import { formatDateTime, formatMemory, formatTime } from "../format";
import { VerdictBadge } from "../verdict-badge";
import { SubmissionFiltersForm } from "./submission-filters-form";
import { absoluteTitle } from "../page-title";

export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata(): Promise<Metadata> {
  const user = await getSessionUser();
  const t = await getTranslations();
  return { title: { absolute: absoluteTitle(user && mayListAllSubmissions(user) ? t("allSubmissions.title") : t("submissions.title")) } };
}

/** The list's address with the same filters on another page. */
function pageHref(filters: SubmissionFilters, page: number): string {
  const query = new URLSearchParams();
  if (filters.user) query.set("user", filters.user);
  if (filters.problem) query.set("problem", filters.problem);
  if (filters.verdict) query.set("verdict", filters.verdict);
  query.set("page", String(page));
  return `/submissions?${query}`;
}

export default async function SubmissionsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await getSessionUser();
  if (!user) redirect(`/signin?callbackUrl=${encodeURIComponent("/submissions")}`);
  const filters = parseSubmissionFilters(await searchParams);
  const list = await listSubmissions(db(), user, filters);
  const problems = await db().problem.findMany({
    where: isAdmin(user) ? {} : { published: true },
    orderBy: { slug: "asc" },
    select: { slug: true, title: true },
  });
  const t = await getTranslations("submissions");
  const tAll = await getTranslations("allSubmissions");
  const locale = await getLocale();
  const filtered = Boolean(filters.user || filters.problem || filters.verdict);
  const columns = list.everyone ? 7 : 6;
  const timeZone = await getTimeZone();
  return (
    <>
      <h1>{list.everyone ? tAll("title") : t("title")}</h1>
      <SubmissionFiltersForm filters={filters} problems={problems} everyone={list.everyone} />
      <p className="muted" data-testid="submission-count">
        {tAll("count", { count: list.total })}
      </p>
      <table className="table" data-testid="submission-list">
        <thead>
          <tr>
            <th>#</th>
            {list.everyone && <th>{tAll("colUser")}</th>}
            <th>{t("colProblem")}</th>
            <th>{t("colVerdict")}</th>
            <th className="num">{t("colTime")}</th>
            <th className="num">{t("colMemory")}</th>
            <th>{t("colSubmitted")}</th>
          </tr>
        </thead>
        <tbody>
          {list.rows.length === 0 && (
            <tr>
              <td colSpan={columns} className="muted" data-testid="no-submissions">
                {filtered ? (
                  tAll("empty")
                ) : (
                  <>
                    {t("empty")} <Link href="/">{t("pickProblem")}</Link>
                  </>
                )}
              </td>
            </tr>
          )}
          {list.rows.map((s) => (
            <tr key={s.id} data-testid="submission-row" data-user={s.user.email}>
              <td>
                <Link href={`/submissions/${s.id}`}>{s.id}</Link>
              </td>
              {list.everyone && <td data-testid="submission-user">{s.user.email}</td>}
              <td>
                <Link href={`/problems/${s.problem.slug}`}>{problemTitle(s.problem, locale).title}</Link>
              </td>
              <td>
                <Link href={`/submissions/${s.id}`}>
                  <VerdictBadge status={s.status} verdict={s.verdict} />
                </Link>
              </td>
              <td className="num">{formatTime(s.timeMs, s.measuresRounded)}</td>
              <td className="num">{formatMemory(s.memoryKb, s.measuresRounded)}</td>
              <td>{formatDateTime(s.createdAt, locale, timeZone)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.pages > 1 && (
        <nav className="pagination" aria-label={tAll("page", { page: list.page, pages: list.pages })} data-testid="pagination">
          {list.page > 1 && <Link href={pageHref(filters, list.page - 1)}>{tAll("previous")}</Link>}{" "}
          <span>{tAll("page", { page: list.page, pages: list.pages })}</span>{" "}
          {list.page < list.pages && <Link href={pageHref(filters, list.page + 1)}>{tAll("next")}</Link>}
        </nav>
      )}
    </>
  );
}
