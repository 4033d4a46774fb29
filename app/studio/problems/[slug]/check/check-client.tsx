"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState, useTransition } from "react";
import type { Locale } from "@/lib/i18n/locales";
import type { CheckView } from "@/lib/studio/check-queue";
import type { CheckStatus } from "@/lib/studio/check-result";
import type { PublishRefusal } from "@/lib/studio/publish-problem";
import type { Refusal } from "../../../../translate-refusal";
import { translateStudioRefusal } from "../../../translate-studio-refusal";
import { publishAction } from "../../../actions";
import { checkDraftAction, rejudgeStaleAction } from "./actions";
import { failureText } from "./failure-text";

// Listed here rather than imported: check-result.ts brings zod and the metadata schema with it.
const CHECK_STATUSES: readonly string[] = ["queued", "running", "passed", "failed"] satisfies CheckStatus[];
const isCheckStatus = (status: string): status is CheckStatus => CHECK_STATUSES.includes(status);

/**
 * The Check button, the live progress (server-sent events; its lines stay in English: they name
 * the package's files), the outcome, the draft's languages, Publish and rejudging. A draft
 * missing a language is published only once "Publish without Chinese" is ticked.
 */
export function CheckPanel({
  slug,
  initial,
  staleSubmissions,
  missingLanguages,
}: {
  slug: string;
  initial: CheckView | null;
  staleSubmissions: number;
  missingLanguages: Locale[];
}) {
  const t = useTranslations("studioCheck");
  const tStudio = useTranslations("studio");
  const tAll = useTranslations();
  const router = useRouter();
  const [check, setCheck] = useState<CheckView | null>(initial);
  const [message, setMessage] = useState<string | null>(null);
  const [acceptMissing, setAcceptMissing] = useState(false);
  const [pending, startTransition] = useTransition();
  const checkId = check?.id;
  const finished = check === null || check.status === "passed" || check.status === "failed";
  const missingChinese = missingLanguages.includes("zh");

  useEffect(() => {
    if (checkId === undefined || finished) return;
    const source = new EventSource(`/api/studio/checks/${checkId}/events`);
    source.onmessage = (event) => setCheck(JSON.parse(event.data) as CheckView);
    source.addEventListener("done", () => source.close());
    // A refused stream (429: too many open live pages) is closed for good: say so.
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) setMessage(t("liveStopped"));
    };
    return () => source.close();
  }, [checkId, finished, t]);

  type Result = { ok: boolean; error?: string } & Record<string, unknown>;
  const run = (action: () => Promise<Result>, after: (result: Record<string, unknown>) => void) =>
    startTransition(async () => {
      setMessage(null);
      const result = await action();
      if (!result.ok) setMessage(result.error === undefined ? t("failedAction") : translateStudioRefusal({ ...(result as Partial<Refusal> & { reason?: PublishRefusal }), error: result.error }, tAll));
      else after(result);
    });

  const startCheck = () =>
    run(
      () => checkDraftAction({ slug }),
      (result) => setCheck({ id: result.checkId as number, slug, status: "queued", progress: [], failure: null, current: true, createdAt: new Date().toISOString(), finishedAt: null }),
    );
  const publish = () => {
    if (missingChinese && !acceptMissing) {
      setMessage(t("confirmMissing"));
      return;
    }
    run(
      () => publishAction({ slug, acceptMissingLanguages: missingChinese && acceptMissing }),
      (result) => {
        setMessage(t("published", { version: String(result.testDataVersion) }));
        router.refresh();
      },
    );
  };
  const rejudge = () =>
    run(
      () => rejudgeStaleAction({ slug }),
      (result) => {
        setMessage(t("requeued", { count: Number(result.requeued) }));
        router.refresh();
      },
    );

  const failure = check?.failure;
  const statusText = check ? (isCheckStatus(check.status) ? tStudio(`checkStatus.${check.status}`) : check.status) : "";
  return (
    <div className="form">
      <section className="panel" aria-labelledby="check-languages" data-testid="check-languages" data-missing={missingLanguages.join(",")}>
        <h2 id="check-languages" style={{ marginTop: 0, fontSize: "1.1rem" }}>
          {t("languages")}
        </h2>
        {missingChinese ? (
          <>
            <p className="alert">{t("missingChinese")}</p>
            <label>
              <input type="checkbox" data-testid="check-accept-missing" checked={acceptMissing} onChange={(e) => setAcceptMissing(e.target.checked)} />{" "}
              {t("acceptMissing")}
            </label>
          </>
        ) : (
          <p>{t("bothLanguages")}</p>
        )}
      </section>
      <div className="toolbar">
        <button type="button" className="button" data-testid="check-run" disabled={pending || !finished} onClick={startCheck}>
          {finished ? t("check") : t("checking")}
        </button>
        <button
          type="button"
          className="button button-secondary"
          data-testid="check-publish"
          disabled={pending || check?.status !== "passed" || !check.current || (missingChinese && !acceptMissing)}
          onClick={publish}
        >
          {t("publish")}
        </button>
        {check && (
          <span data-testid="check-status" data-status={check.status}>
            {statusText}
            {!check.current && finished && t("earlier")}
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
          {check.progress.join("\n") || t("waiting")}
        </pre>
      )}
      {failure && (
        <div className="panel" data-testid="check-failure">
          <p className="alert">{failureText(failure, t)}</p>
          {failure.input !== undefined && (
            <>
              <p>
                {failure.group
                  ? failure.testName
                    ? t("smallestInputInTest", { group: failure.group, test: failure.testName })
                    : t("smallestInputIn", { group: failure.group })
                  : t("smallestInput")}
              </p>
              <pre className="source" data-testid="check-failure-input">
                {failure.input}
              </pre>
              <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))", gap: "1rem" }}>
                <div>
                  <p>{t("reference")}</p>
                  <pre className="source" data-testid="check-failure-reference">
                    {failure.reference}
                  </pre>
                </div>
                <div>
                  <p>{t("brute")}</p>
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
          {t("stale", { count: staleSubmissions })}{" "}
          <button type="button" className="button button-secondary" data-testid="check-rejudge-stale" disabled={pending} onClick={rejudge}>
            {t("rejudge")}
          </button>
        </p>
      )}
    </div>
  );
}
