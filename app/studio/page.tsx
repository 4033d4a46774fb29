import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";
import { joinSentences } from "@/lib/i18n/join-sentences";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { listStudioProblems } from "@/lib/studio/studio-problems";
import { isAdmin } from "@/lib/auth/permissions";
import { formatDateTime } from "../format";
import { requireStudioPage } from "./guard";
import { NewProblemForm } from "./new-problem-client";
import { absoluteTitle } from "../page-title";

export async function generateMetadata(): Promise<Metadata> {
  return { title: { absolute: absoluteTitle((await getTranslations("pageTitles"))("studio")) } };
}

export default async function StudioPage() {
  const user = await requireStudioPage("/studio");
  const [problems, t, locale, timeZone] = await Promise.all([listStudioProblems(db(), user), getTranslations("studio"), getLocale(), getTimeZone()]);
  return (
    <section data-testid="studio">
      <h1>{t("title")}</h1>
      <p className="muted">
        {joinSentences(locale, [isAdmin(user) ? t("introAdmin") : t("introInstructor"), t("introDrafts")])}
      </p>
      <nav className="toolbar" aria-label={t("nav")}>
        <Link href="/studio/import">{t("importZip")}</Link>
        <Link href="/studio/sets">{t("sets")}</Link>
        {isAdmin(user) && <Link href="/studio/users">{t("users")}</Link>}
        {isAdmin(user) && <Link href="/admin/judges">{t("judges")}</Link>}
      </nav>
      <table className="table" data-testid="studio-problems">
        <thead>
          <tr>
            <th>{t("colProblem")}</th>
            <th>{t("colStatus")}</th>
            <th>{t("colLastCheck")}</th>
            {isAdmin(user) && <th>{t("colOwner")}</th>}
          </tr>
        </thead>
        <tbody>
          {problems.length === 0 && (
            <tr>
              <td colSpan={4} className="muted">
                {t("empty")}
              </td>
            </tr>
          )}
          {problems.map((p) => (
            <tr key={p.slug} data-testid={`studio-row-${p.slug}`}>
              <td>
                {p.editable || p.bundled ? <Link href={`/studio/problems/${p.slug}`}>{p.title}</Link> : <span>{p.title}</span>}{" "}
                <span className="muted">{p.slug}</span>
              </td>
              <td>{p.bundled ? t("bundled") : p.published ? t("published") : t("draft")}</td>
              <td data-testid="studio-last-check" data-status={p.lastCheck ?? "never"}>
                {p.lastCheck && p.lastCheckAt
                  ? t("checkAt", { status: t(`checkStatus.${p.lastCheck}`), time: formatDateTime(p.lastCheckAt, locale as Locale, timeZone) })
                  : t("never")}
              </td>
              {isAdmin(user) && <td>{p.ownerEmail ?? t("repository")}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t("newProblem")}</h2>
      <NewProblemForm />
    </section>
  );
}
