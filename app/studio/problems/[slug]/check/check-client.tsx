"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import type { CheckView } from "@/lib/studio/check-queue";
import { publishAction } from "../../../actions";
import { checkDraftAction, rejudgeStaleAction } from "./actions";

/** The Check button, the live progress (server-sent events), the outcome, Publish and rejudging. */
export function CheckPanel({ slug, initial, staleSubmissions }: { slug: string; initial: CheckView | null; staleSubmissions: number }) {
  const router = useRouter();
  const [check, setCheck] = useState<CheckView | null>(initial);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const checkId = check?.id;
  const finished = check === null || check.status === "passed" || check.status === "failed";

  useEffect(() => {
    if (checkId === undefined || finished) return;
    const source = new EventSource(`/api/studio/checks/${checkId}/events`);
    source.onmessage = (event) => setCheck(JSON.parse(event.data) as CheckView);
    source.addEventListener("done", () => source.close());
    // A refused stream (429: too many open live pages) is closed for good: say so.
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) setMessage("Live progress stopped: reload the page to see the latest.");
    };
    return () => source.close();
  }, [checkId, finished]);

  const run = (action: () => Promise<{ ok: boolean; error?: string } & Record<string, unknown>>, after: (result: Record<string, unknown>) => void) =>
    startTransition(async () => {
      setMessage(null);
      const result = await action();
      if (!result.ok) setMessage(result.error ?? "It did not work.");
      else after(result);
    });

  const startCheck = () =>
    run(
      () => checkDraftAction({ slug }),
      (result) => setCheck({ id: result.checkId as number, slug, status: "queued", progress: [], failure: null, current: true, createdAt: new Date().toISOString(), finishedAt: null }),
    );
  const publish = () =>
    run(
      () => publishAction({ slug }),
      (result) => {
        setMessage(`Published (test data version ${String(result.testDataVersion)}).`);
        router.refresh();
      },
    );
  const rejudge = () =>
    run(
      () => rejudgeStaleAction({ slug }),
      (result) => {
        setMessage(`${String(result.requeued)} submissions requeued.`);
        router.refresh();
      },
    );

  const failure = check?.failure;
  return (
    <div className="form">
      <div className="toolbar">
        <button type="button" className="button" data-testid="check-run" disabled={pending || !finished} onClick={startCheck}>
          {finished ? "Check" : "Checking…"}
        </button>
        <button type="button" className="button button-secondary" data-testid="check-publish" disabled={pending || check?.status !== "passed" || !check.current} onClick={publish}>
          Publish
        </button>
        {check && (
          <span data-testid="check-status" data-status={check.status}>
            {check.status}
            {!check.current && finished && " (of an earlier version of the draft)"}
          </span>
        )}
      </div>
      {message && (
        <p className="alert" role="status" data-testid="check-message">
          {message}
        </p>
      )}
      {check && (
        <pre className="source" data-testid="check-progress">
          {check.progress.join("\n") || "waiting for the judge…"}
        </pre>
      )}
      {failure && (
        <div className="panel" data-testid="check-failure">
          <p className="alert">{failure.message}</p>
          {failure.input !== undefined && (
            <>
              <p>
                Smallest failing input{failure.group ? ` (group ${failure.group}${failure.testName ? `, ${failure.testName}` : ""})` : ""}:
              </p>
              <pre className="source" data-testid="check-failure-input">
                {failure.input}
              </pre>
              <div style={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "1rem" }}>
                <div>
                  <p>Reference (solutions/accepted/reference.ts)</p>
                  <pre className="source" data-testid="check-failure-reference">
                    {failure.reference}
                  </pre>
                </div>
                <div>
                  <p>Brute force (solutions/brute_force/brute.ts)</p>
                  <pre className="source" data-testid="check-failure-brute">
                    {failure.brute}
                  </pre>
                </div>
              </div>
            </>
          )}
        </div>
      )}
      {staleSubmissions > 0 && (
        <p data-testid="check-stale">
          {staleSubmissions} submissions were judged on older test data.{" "}
          <button type="button" className="button button-secondary" data-testid="check-rejudge-stale" disabled={pending} onClick={rejudge}>
            Rejudge them
          </button>
        </p>
      )}
    </div>
  );
}
