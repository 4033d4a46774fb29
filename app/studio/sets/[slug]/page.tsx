import type { Metadata } from "next";
import Link from "next/link";
import { forbidden, notFound } from "next/navigation";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";
import { joinSentences } from "@/lib/i18n/join-sentences";
import { formatDateTime } from "@/app/format";
import { requestOrigin } from "@/app/request-origin";
import { db } from "@/lib/db";
import { managedSetProgress } from "@/lib/problem-sets/managed-set-progress";
import { listSetMembers } from "@/lib/problem-sets/set-members";
import type { ProgressCell } from "@/lib/problem-sets/set-progress";
import { requireStudioPage } from "../../guard";
import { InviteForm } from "./invite-client";
import { ShareLink } from "./share-link-client";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const set = await db().problemSet.findUnique({ where: { slug: (await params).slug }, select: { title: true } });
  const t = await getTranslations("pageTitles");
  return { title: set ? t("setProgress", { title: set.title }) : t("notFound") };
}

export default async function ProblemSetProgressPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const user = await requireStudioPage(`/studio/sets/${slug}`);
  const result = await managedSetProgress(db(), user, slug);
  if (!result.ok) {
    if (result.status === 403) forbidden();
    notFound();
  }
  const { set, progress } = result;
  const { members, invitations } = await listSetMembers(db(), set.id);
  const t = await getTranslations("studioSets");
  const locale = await getLocale();
  const timeZone = await getTimeZone();
  const cellText = (cell: ProgressCell) =>
    cell.status === "solved" ? t(cell.solvedLate ? "cellSolvedLate" : "cellSolved") : t(cell.lateAttempts > 0 ? "cellTriedLate" : "cellTried");
  return (
    <section data-testid="set-progress">
      <p>
        <Link href="/studio/sets">{t("backToSets")}</Link>
      </p>
      <h1>{set.title}</h1>
      <ShareLink url={`${await requestOrigin()}/sets/${set.slug}`} />
      <p className="muted">{t("shareHint")}</p>
      <p className="muted" data-testid="set-deadline-line">
        {joinSentences(locale, [
          set.deadline ? t("deadlineLine", { date: formatDateTime(set.deadline, locale, timeZone) }) : t("noDeadlineLine"),
          t("dailyCapLine", { cap: set.dailySubmissionCap }),
          t("countingRule"),
        ])}
      </p>
      <p>
        <Link className="button button-secondary" href={`/studio/sets/${set.slug}/edit`} data-testid="edit-link">
          {t("edit")}
        </Link>{" "}
        <a className="button button-secondary" href={`/studio/sets/${set.slug}/csv`} data-testid="csv-link" download>
          {t("downloadCsv")}
        </a>
      </p>
      <table className="table" data-testid="progress-table">
        <thead>
          <tr>
            <th>{t("colStudent")}</th>
            <th className="num">{t("colSolved")}</th>
            {progress.problems.map((p) => (
              <th key={p.id}>
                <Link href={`/problems/${p.slug}`}>{p.title}</Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {progress.rows.length === 0 && (
            <tr>
              <td colSpan={progress.problems.length + 2} className="muted">
                {t("noMembers")}
              </td>
            </tr>
          )}
          {progress.rows.map((row) => (
            <tr key={row.userId} data-testid="progress-row" data-email={row.email}>
              <td>
                {row.name} <span className="muted">{row.email}</span>
              </td>
              <td className="num">{row.solved}</td>
              {row.cells.map((cell, i) => (
                <td
                  key={progress.problems[i]!.id}
                  data-testid="progress-cell"
                  data-problem={progress.problems[i]!.slug}
                  className={cell.status ? `status-${cell.status}` : undefined}
                >
                  {cell.status && (
                    <>
                      <span data-testid="cell-status">{cellText(cell)}</span>
                      <br />
                      <span className="muted" data-testid="cell-attempts">
                        {t("attempts", { count: cell.attempts })}
                      </span>
                      {cell.firstAcceptedAt && (
                        <>
                          <br />
                          <span className="muted" data-testid="cell-accepted-at" data-iso={cell.firstAcceptedAt.toISOString()}>
                            {formatDateTime(cell.firstAcceptedAt, locale, timeZone)}
                          </span>
                        </>
                      )}
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t("membersTitle")}</h2>
      {members.length === 0 ? (
        <p className="muted">{t("noMembers")}</p>
      ) : (
        <table className="table" data-testid="members-table">
          <thead>
            <tr>
              <th>{t("colStudent")}</th>
              <th>{t("colJoined")}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.id} data-testid="member-row" data-email={m.email} data-via={m.via}>
                <td>
                  {m.name} <span className="muted">{m.email}</span>
                </td>
                <td>
                  {formatDateTime(m.joinedAt, locale, timeZone)} <span className="muted">{t(m.via === "invitation" ? "viaInvitation" : "viaLink")}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>{t("pendingTitle")}</h3>
      {invitations.length === 0 ? (
        <p className="muted">{t("noPending")}</p>
      ) : (
        <ul data-testid="pending-invitations">
          {invitations.map((i) => (
            <li key={i.email} data-testid="pending-invitation">
              {i.email}
            </li>
          ))}
        </ul>
      )}
      <InviteForm slug={set.slug} />
    </section>
  );
}
