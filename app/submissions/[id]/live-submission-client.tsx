"use client";

import { useEffect, useState } from "react";
import type { SubmissionView, TestRowView } from "@/lib/submissions/submission-view";
import { VERDICT_LABELS, isVerdict } from "@/lib/types";
import { formatMemory, formatTime } from "../../format";
import { VerdictBadge } from "../../verdict-badge";

const STATE_LABELS = { running: "Running…", pending: "Waiting", skipped: "Skipped" } as const;

function TestState({ state }: { state: TestRowView["state"] }) {
  if (isVerdict(state)) {
    return <span className={`badge verdict-${state}`}>{VERDICT_LABELS[state]}</span>;
  }
  return <span className={`state-${state}`}>{STATE_LABELS[state]}</span>;
}

/** Verdict, summary and the per-test table, kept up to date by server-sent events. */
export function LiveSubmission({ initial }: { initial: SubmissionView }) {
  const [view, setView] = useState(initial);
  const [connection, setConnection] = useState<"live" | "lost" | "closed" | "idle">("idle");

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
  return (
    <>
      <dl className="summary panel">
        <div>
          <dt>Verdict</dt>
          <dd>
            <VerdictBadge status={view.status} verdict={view.verdict} testId="verdict" />
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd data-testid="status" data-status={view.status}>
            {view.status}
            {view.status === "judging" && view.testsTotal > 0 && ` (${finished}/${view.testsTotal})`}
            {connection === "lost" && view.status !== "done" && <span className="muted"> · reconnecting…</span>}
            {connection === "closed" && view.status !== "done" && (
              <span className="muted" data-testid="live-stopped">
                {" "}
                · live updates stopped: reload the page to see the latest
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd data-testid="time">{formatTime(view.timeMs)}</dd>
        </div>
        <div>
          <dt>Memory</dt>
          <dd data-testid="memory">{formatMemory(view.memoryKb)}</dd>
        </div>
      </dl>
      {view.compileLog && (
        <>
          <h2>{view.verdict === "CE" ? "Compile error" : "Compiler output"}</h2>
          <pre data-testid="compile-log">{view.compileLog}</pre>
        </>
      )}
      <h2>Tests</h2>
      {view.tests.length === 0 ? (
        <p className="muted" data-testid="tests-empty">
          {view.status === "done" ? "No tests were run." : "Waiting for the judge…"}
        </p>
      ) : (
        <table className="table" data-testid="test-table">
          <thead>
            <tr>
              <th className="num">#</th>
              <th>Group</th>
              <th>Verdict</th>
              <th className="num">Time</th>
              <th className="num">Memory</th>
              <th>Message</th>
            </tr>
          </thead>
          <tbody>
            {view.tests.map((t) => (
              <tr key={t.ordinal} data-testid="test-row" data-state={t.state}>
                <td className="num">{t.ordinal}</td>
                <td>{t.group}</td>
                <td data-testid="test-verdict">
                  <TestState state={t.state} />
                </td>
                <td className="num">{formatTime(t.timeMs)}</td>
                <td className="num">{formatMemory(t.memoryKb)}</td>
                <td className="message" data-testid="test-message" data-hidden={t.detailHidden ? "true" : undefined}>
                  <div className="message-text">{t.message ?? (t.detailHidden && isVerdict(t.state) ? VERDICT_LABELS[t.state] : "")}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {view.tests.some((t) => t.detailHidden) && (
        <p className="muted" data-testid="hidden-tests-note">
          The samples show the judge&apos;s full message; the other tests are hidden and show their verdict, time and memory
          only, never their data.
        </p>
      )}
    </>
  );
}
