"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { SubmissionView, TestRowView } from "@/lib/submissions/submission-view";
import { isVerdict } from "@/lib/types";
import { formatMemory, formatTime } from "../../format";
import { VerdictBadge } from "../../verdict-badge";

const STATE_LABELS = { running: "testRunning", pending: "testPending", skipped: "testSkipped" } as const;

function TestState({ state }: { state: TestRowView["state"] }) {
  const t = useTranslations();
  if (isVerdict(state)) {
    return <span className={`badge verdict-${state}`}>{t(`verdict.${state}`)}</span>;
  }
  return <span className={`state-${state}`}>{t(`status.${STATE_LABELS[state]}`)}</span>;
}

/** Verdict, summary and the per-test table, kept up to date by server-sent events. */
export function LiveSubmission({ initial }: { initial: SubmissionView }) {
  const [view, setView] = useState(initial);
  const [connection, setConnection] = useState<"live" | "lost" | "closed" | "idle">("idle");
  const t = useTranslations("submission");
  const tAll = useTranslations();

  useEffect(() => {
    if (initial.status === "done") return;
    const source = new EventSource(`/api/submissions/${initial.id}/events`);
    source.onopen = () => setConnection("live");
    source.onmessage = (event: MessageEvent<string>) => {
      const next = JSON.parse(event.data) as SubmissionView;
      setView(next);
      if (next.status === "done") {
        source.close();
        setConnection("idle");
      }
    };
    // The browser retries a dropped stream by itself; a refused one (429: too many open live
    // pages, 404) is closed for good, and the page says so instead of "reconnecting" forever.
    source.onerror = () => setConnection(source.readyState === EventSource.CLOSED ? "closed" : "lost");
    return () => source.close();
  }, [initial.id, initial.status]);

  const finished = view.tests.filter((t) => isVerdict(t.state)).length;
  /** A hidden test without a message: its verdict's name (a Runtime Error's exit code stays unsaid). */
  const hiddenRowText = (row: TestRowView) =>
    !row.detailHidden || !isVerdict(row.state) ? "" : row.state === "RE" ? t("hiddenRuntimeError") : tAll(`verdict.${row.state}`);
  return (
    <>
      <dl className="summary panel">
        <div>
          <dt>{t("verdict")}</dt>
          <dd>
            <VerdictBadge status={view.status} verdict={view.verdict} testId="verdict" />
          </dd>
        </div>
        <div>
          <dt>{t("status")}</dt>
          <dd data-testid="status" data-status={view.status}>
            {view.status === "done" ? tAll("status.done") : view.status === "judging" ? tAll("status.judging") : tAll("status.queued")}
            {view.status === "judging" && view.testsTotal > 0 && ` (${finished}/${view.testsTotal})`}
            {connection === "lost" && view.status !== "done" && <span className="muted"> · {t("reconnecting")}</span>}
            {connection === "closed" && view.status !== "done" && (
              <span className="muted" data-testid="live-stopped">
                {" "}
                · {t("liveStopped")}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t("time")}</dt>
          <dd data-testid="time">{formatTime(view.timeMs, view.measuresRounded)}</dd>
        </div>
        <div>
          <dt>{t("memory")}</dt>
          <dd data-testid="memory">{formatMemory(view.memoryKb, view.measuresRounded)}</dd>
        </div>
      </dl>
      {view.compileLog && (
        <>
          <h2>{view.verdict === "CE" ? t("compileError") : t("compilerOutput")}</h2>
          <pre data-testid="compile-log">{view.compileLog}</pre>
        </>
      )}
      <h2>{t("tests")}</h2>
      {view.tests.length === 0 ? (
        <p className="muted" data-testid="tests-empty">
          {view.status === "done" ? t("noTests") : t("waitingForJudge")}
        </p>
      ) : (
        <table className="table" data-testid="test-table">
          <thead>
            <tr>
              <th className="num">#</th>
              <th>{t("colGroup")}</th>
              <th>{t("verdict")}</th>
              <th className="num">{t("time")}</th>
              <th className="num">{t("memory")}</th>
              <th>{t("colMessage")}</th>
            </tr>
          </thead>
          <tbody>
            {view.tests.map((row) => (
              <tr key={row.ordinal} data-testid="test-row" data-state={row.state}>
                <td className="num">{row.ordinal}</td>
                <td>{row.group}</td>
                <td data-testid="test-verdict">
                  <TestState state={row.state} />
                </td>
                <td className="num" data-testid="test-time">{formatTime(row.timeMs, row.detailHidden)}</td>
                <td className="num" data-testid="test-memory">{formatMemory(row.memoryKb, row.detailHidden)}</td>
                <td className="message" data-testid="test-message" data-hidden={row.detailHidden ? "true" : undefined}>
                  <div className="message-text">{row.message ?? hiddenRowText(row)}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {view.tests.some((t) => t.detailHidden) && (
        <p className="muted" data-testid="hidden-tests-note">
          {t("hiddenNote")}
        </p>
      )}
    </>
  );
}
