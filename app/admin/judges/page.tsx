// The judges seen recently (lib/judges): each daemon's host, pid, workers, version and state, and
// what each worker is judging now. Admins only: the studio's gate with adminOnly (students and
// instructors get 403, signed-out visitors the sign-in page), then loadJudgesView asks
// lib/auth/permissions.ts again before reading anything.
import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { loadJudgesView } from "@/lib/judges/load-judges";
import type { JudgeView, WorkerView } from "@/lib/judges/judges-view";
import { formatAgo, formatDateTime } from "../../format";
import { requireStudioPage } from "../../studio/guard";
import styles from "./judges.module.css";
import { RefreshEvery } from "./refresh-client";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("adminJudges"))("title") };
}

export default async function AdminJudgesPage() {
  const admin = await requireStudioPage("/admin/judges", { adminOnly: true });
  const [judges, t, locale, timeZone] = await Promise.all([loadJudgesView(db(), admin), getTranslations("adminJudges"), getLocale(), getTimeZone()]);
  const when = (date: Date | null) => (date ? formatDateTime(date, locale as Locale, timeZone) : "—");
  const running = (judges ?? []).filter((judge) => judge.state !== "stopped");
  const job = (worker: WorkerView) => {
    if (!worker.job) return <span className="muted">{t("idle")}</span>;
    if (worker.job.kind === "check") return t("check", { id: worker.job.id });
    return <Link href={`/submissions/${worker.job.id}`}>{t("submission", { id: worker.job.id })}</Link>;
  };
  const judgeName = (judge: JudgeView) => `${judge.hostname} (${judge.pid})`;
  return (
    <section data-testid="admin-judges">
      <RefreshEvery seconds={10} />
      <h1>{t("title")}</h1>
      <p className="muted">{t("intro")}</p>
      {!judges || judges.length === 0 ? (
        <p data-testid="judges-none">{t("none")}</p>
      ) : (
        <>
          <table className={`table ${styles.judges}`} data-testid="judges">
            <caption>{t("judgesCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("colHost")}</th>
                <th scope="col" className="num">{t("colPid")}</th>
                <th scope="col" className="num">{t("colWorkers")}</th>
                <th scope="col">{t("colVersion")}</th>
                <th scope="col">{t("colStarted")}</th>
                <th scope="col">{t("colLastSeen")}</th>
                <th scope="col">{t("colState")}</th>
              </tr>
            </thead>
            <tbody>
              {judges.map((judge) => (
                <tr key={judge.id} data-testid="judge" data-state={judge.state} className={judge.state === "stopped" ? "muted" : undefined}>
                  <th scope="row">{judge.hostname}</th>
                  <td className="num">{judge.pid}</td>
                  <td className="num">{judge.workers}</td>
                  <td>
                    <code>{judge.version}</code>
                  </td>
                  <td>{when(judge.startedAt)}</td>
                  <td title={when(judge.lastSeenAt)}>{formatAgo(judge.seenSecondsAgo, locale as Locale)}</td>
                  <td>{t(`state.${judge.state}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {running.length > 0 && (
            <table className={`table ${styles.judges}`} data-testid="judge-workers">
              <caption>{t("workersCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("colJudge")}</th>
                  <th scope="col">{t("colWorker")}</th>
                  <th scope="col">{t("colJob")}</th>
                  <th scope="col">{t("colProblem")}</th>
                  <th scope="col">{t("colSince")}</th>
                </tr>
              </thead>
              <tbody>
                {running.flatMap((judge) =>
                  judge.workerViews.map((worker) => (
                    <tr key={worker.workerId} data-testid="judge-worker" data-worker={worker.workerId}>
                      <td>{judgeName(judge)}</td>
                      <th scope="row">{worker.name === "checks" ? t("checksWorker") : worker.name}</th>
                      <td>{job(worker)}</td>
                      <td>{worker.job?.problemSlug ?? ""}</td>
                      <td>{worker.job ? when(worker.job.since) : ""}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
