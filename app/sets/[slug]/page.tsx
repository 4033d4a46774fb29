import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";
import { formatDateTime } from "@/app/format";
import { getSessionUser } from "@/lib/auth/session";
import { problemTitle } from "@/lib/catalog/problem-language";
import { db } from "@/lib/db";
import { getProblemSetView } from "@/lib/problem-sets/get-problem-set";
import { membershipOf } from "@/lib/problem-sets/set-members";
import type { ProgressCell } from "@/lib/problem-sets/set-progress";
import { SetMembership } from "./membership-client";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const set = await db().problemSet.findUnique({ where: { slug: (await params).slug }, select: { title: true } });
  return { title: set?.title ?? (await getTranslations("problemSet"))("notFound") };
}

export default async function ProblemSetPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const user = await getSessionUser();
  if (!user) redirect(`/signin?callbackUrl=${encodeURIComponent(`/sets/${slug}`)}`);
  const set = await getProblemSetView(db(), slug, user.id);
  if (!set) notFound();
  const t = await getTranslations("problemSet");
  const locale = await getLocale();
  const timeZone = await getTimeZone();
  const past = set.deadline !== null && set.deadline.getTime() < Date.now();
  const owner = set.ownerId === user.id;
  const membership = owner ? null : await membershipOf(db(), set.id, user);
  const statusText = (cell: ProgressCell) =>
    cell.status === "solved" ? t(cell.solvedLate ? "solvedLate" : "solved") : cell.status === "tried" ? t("tried") : "";
  return (
    <section data-testid="problem-set">
      <h1>{set.title}</h1>
      {set.description && (
        <p className="set-description" data-testid="set-description" style={{ whiteSpace: "pre-wrap" }}>
          {set.description}
        </p>
      )}
      <p className={past ? "alert" : "muted"} data-testid="set-deadline">
        {set.deadline ? t(past ? "deadlinePassed" : "deadline", { date: formatDateTime(set.deadline, locale, timeZone) }) : t("noDeadline")}
      </p>
      <p className="muted">{t("countingRule")}</p>
      <p className="muted" data-testid="set-daily-cap">
        {t("dailyCap", { cap: set.dailySubmissionCap })}
      </p>
      {membership ? (
        <SetMembership slug={set.slug} membership={membership} ownerName={set.ownerName} />
      ) : (
        <p className="muted" data-testid="set-owner-note">
          {t("ownerNote")}
        </p>
      )}
      <table className="table">
        <thead>
          <tr>
            <th>{t("colNumber")}</th>
            <th>{t("colProblem")}</th>
            <th>{t("colSource")}</th>
            <th>{t("colMyStatus")}</th>
          </tr>
        </thead>
        <tbody>
          {set.problems.map((p, i) => (
            <tr key={p.slug} data-testid="set-problem-row" data-problem={p.slug}>
              <td>{i + 1}</td>
              <td>
                <Link href={`/problems/${p.slug}`}>{problemTitle(p, locale).title}</Link>
              </td>
              <td>{p.source}</td>
              <td data-testid="my-status" className={p.cell.status ? `status-${p.cell.status}` : undefined}>
                {statusText(p.cell)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
