import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { getSessionUser } from "@/lib/auth/session";
import { listProblems } from "@/lib/catalog/list-problems";
import { HTML_LANG } from "@/lib/i18n/locales";
import { absoluteTitle } from "./page-title";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  // The layout's template does not reach a page of its own segment.
  return { title: { absolute: absoluteTitle((await getTranslations("home"))("title")) } };
}

export default async function ProblemListPage() {
  const user = await getSessionUser();
  const locale = await getLocale();
  const problems = await listProblems(user?.id, locale);
  const t = await getTranslations("home");
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="muted">
        {t("intro")}
      </p>
      <table className="table" data-testid="problem-list">
        <thead>
          <tr>
            <th>{t("colTitle")}</th>
            <th>{t("colSource")}</th>
            <th>{t("colTags")}</th>
            <th>{t("colDifficulty")}</th>
            <th className="num">{t("colAcceptance")}</th>
            {user && <th>{t("colMyStatus")}</th>}
          </tr>
        </thead>
        <tbody>
          {problems.length === 0 && (
            <tr>
              <td colSpan={user ? 6 : 5} className="muted">
                {t("empty")}
              </td>
            </tr>
          )}
          {problems.map((p) => (
            <tr key={p.slug} data-testid="problem-row">
              <td>
                <Link href={`/problems/${p.slug}`} lang={p.titleLang === locale ? undefined : HTML_LANG[p.titleLang]}>
                  {p.title}
                </Link>
              </td>
              <td>{p.source}</td>
              <td>
                {p.tags.map((t) => (
                  <span key={t} className="tag">
                    {t}
                  </span>
                ))}
              </td>
              <td className="difficulty">{p.difficulty}</td>
              <td className="num" title={t("acceptedOf", { accepted: p.accepted, submissions: p.submissions })}>
                {p.acceptanceRate === null ? "—" : `${Math.round(p.acceptanceRate * 100)}%`}
                <span className="muted"> ({p.accepted}/{p.submissions})</span>
              </td>
              {user && (
                <td data-testid="my-status" className={p.myStatus ? `status-${p.myStatus}` : undefined}>
                  {p.myStatus === "solved" ? t("solved") : p.myStatus === "tried" ? t("tried") : ""}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
