"use client";

import { useTranslations } from "next-intl";
import type { RunView, StreamSize } from "@/lib/submissions/get-run";
import { VerdictBadge } from "../../verdict-badge";

export type RunMode = "samples" | "custom";

/** Chooses what Run runs on: the samples, or input typed here. */
export function RunInputChooser({
  mode,
  onMode,
  input,
  onInput,
}: {
  mode: RunMode;
  onMode: (mode: RunMode) => void;
  input: string;
  onInput: (value: string) => void;
}) {
  const t = useTranslations("run");
  return (
    <div className="run-input">
      <div className="toolbar">
        <span className="muted">{t("runOn")}</span>
        <label>
          <input type="radio" name="run-mode" checked={mode === "samples"} onChange={() => onMode("samples")} data-testid="run-mode-samples" />{" "}
          {t("theSamples")}
        </label>
        <label>
          <input type="radio" name="run-mode" checked={mode === "custom"} onChange={() => onMode("custom")} data-testid="run-mode-custom" />{" "}
          {t("myInput")}
        </label>
      </div>
      {mode === "custom" && (
        <textarea
          aria-label={t("customInput")}
          data-testid="custom-input"
          className="source"
          rows={5}
          style={{ width: "100%", fontFamily: "var(--mono, monospace)" }}
          value={input}
          onChange={(event) => onInput(event.target.value)}
          placeholder={t("customPlaceholder")}
        />
      )}
    </div>
  );
}

const kib = (kb: number) => (kb >= 1024 ? `${(kb / 1024).toFixed(1)} MiB` : `${kb} KiB`);

/**
 * What a program printed: a box of bounded height that scrolls (a program may print megabytes),
 * and when the judge kept only the first part of it, how much of how much is shown.
 */
function OutputBox({ text, size, testId }: { text: string; size?: StreamSize; testId: string }) {
  const t = useTranslations("editorLimits");
  return (
    <>
      <pre className="output-box" data-testid={testId}>
        {text}
      </pre>
      {size && size.totalBytes > size.shownBytes && (
        <p className="muted" data-testid={`${testId}-cut`}>
          {t("outputCut", { shown: kib(Math.round(size.shownBytes / 1024)), total: kib(Math.round(size.totalBytes / 1024)) })}
        </p>
      )}
    </>
  );
}

/** A run's results: per sample the verdict with expected and actual output side by side; for
 * custom input the program's stdout, stderr, time and memory. */
export function RunResult({ run }: { run: RunView }) {
  const t = useTranslations("run");
  const tVerdict = useTranslations("verdict");
  return (
    <section className="panel" data-testid="run-result" data-status={run.status} aria-live="polite">
      <div className="toolbar">
        <strong>{run.mode === "samples" ? t("onSamples") : t("onInput")}</strong>
        {run.mode === "samples" || run.status !== "done" ? (
          <VerdictBadge status={run.status} verdict={run.verdict} testId="run-verdict" />
        ) : (
          <span className={`badge verdict-${run.verdict === "AC" ? "AC" : (run.verdict ?? "SE")}`} data-testid="run-verdict" data-verdict={run.verdict ?? ""}>
            {run.verdict === "AC" ? t("finished") : run.verdict ? tVerdict(run.verdict) : ""}
          </span>
        )}
      </div>
      {run.compileLog && (
        <pre className="source" data-testid="run-compile-log">
          {run.compileLog}
        </pre>
      )}
      {run.tests.map((test) => (
        <div key={test.ordinal} data-testid="run-test" data-verdict={test.verdict}>
          <p className="muted" data-testid="run-stats">
            {run.mode === "samples"
              ? `${t("sample", { number: test.ordinal, verdict: tVerdict(test.verdict) })} · `
              : test.verdict === "AC"
                ? ""
                : `${tVerdict(test.verdict)} · `}
            {t("stats", { cpu: test.timeMs, wall: test.wallMs, memory: kib(test.memoryKb) })}
          </p>
          {test.message && <pre className="source output-box">{test.message}</pre>}
          {run.mode === "samples" ? (
            <div className="samples">
              <div>
                <h3>{t("expected")}</h3>
                <OutputBox text={test.expected ?? ""} testId="run-expected" />
              </div>
              <div>
                <h3>{t("yours")}</h3>
                <OutputBox text={test.output} size={test.outputSize} testId="run-output" />
              </div>
            </div>
          ) : (
            <>
              <h3>{t("stdout")}</h3>
              <OutputBox text={test.output} size={test.outputSize} testId="run-stdout" />
            </>
          )}
          {test.stderr && (
            <>
              <h3>{t("stderr")}</h3>
              <OutputBox text={test.stderr} size={test.stderrSize} testId="run-stderr" />
            </>
          )}
        </div>
      ))}
    </section>
  );
}
