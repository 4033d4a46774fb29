"use client";

import { useTranslations } from "next-intl";
import type { RunView } from "@/lib/submissions/get-run";
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
          {test.message && <pre className="source">{test.message}</pre>}
          {run.mode === "samples" ? (
            <div className="samples">
              <div>
                <h3>{t("expected")}</h3>
                <pre data-testid="run-expected">{test.expected}</pre>
              </div>
              <div>
                <h3>{t("yours")}</h3>
                <pre data-testid="run-output">{test.output}</pre>
              </div>
            </div>
          ) : (
            <>
              <h3>{t("stdout")}</h3>
              <pre data-testid="run-stdout">{test.output}</pre>
            </>
          )}
          {test.stderr && (
            <>
              <h3>{t("stderr")}</h3>
              <pre data-testid="run-stderr">{test.stderr}</pre>
            </>
          )}
        </div>
      ))}
    </section>
  );
}
