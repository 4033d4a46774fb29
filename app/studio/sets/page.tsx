import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";
import { formatDateTime } from "@/app/format";
import { isAdmin } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { listManagedProblemSets } from "@/lib/problem-sets/list-problem-sets";
import { requireStudioPage } from "../guard";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("studioSets"))("title") };
}

export default async function ProblemSetsPage() {
  const user = await requireStudioPage("/studio/sets");
  const sets = await listManagedProblemSets(db(), user);
  const t = await getTranslations("studioSets");
  const locale = await getLocale();
  const timeZone = await getTimeZone();
  return (
    <section data-testid="problem-sets">
      <p>
        <Link href="/studio">{t("backToStudio")}</Link>
      </p>
      <h1>{t("title")}</h1>
      <p className="muted">{t("intro")}</p>
      <p>
        <Link className="button" href="/studio/sets/new">
          {t("newSet")}
        </Link>
      </p>
      <table className="table">
        <thead>
          <tr>
            <th>{t("colSet")}</th>
            <th className="num">{t("colProblems")}</th>
            <th>{t("colDeadline")}</th>
            <th>{t("colLink")}</th>
            {isAdmin(user) && <th>{t("colOwner")}</th>}
          </tr>
        </thead>
        <tbody>
          {sets.length === 0 && (
            <tr>
              <td colSpan={5} className="muted">
                {t("noSets")}
              </td>
            </tr>
          )}
          {sets.map((s) => (
            <tr key={s.slug} data-testid="problem-set-row" data-set={s.slug}>
              <td>
                <Link href={`/studio/sets/${s.slug}`}>{s.title}</Link>{" "}
                <Link href={`/studio/sets/${s.slug}/edit`} className="muted">
                  ({t("edit")})
                </Link>
              </td>
              <td className="num">{s.problemCount}</td>
              <td>{s.deadline ? formatDateTime(s.deadline, locale, timeZone) : t("none")}</td>
              <td>
                <Link href={`/sets/${s.slug}`}>/sets/{s.slug}</Link>
              </td>
              {isAdmin(user) && <td>{s.ownerEmail}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
