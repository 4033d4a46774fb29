"use client";

import { VERDICT_LABELS } from "@/lib/types";
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
  return (
    <div className="run-input">
      <div className="toolbar">
        <span className="muted">Run on:</span>
        <label>
          <input type="radio" name="run-mode" checked={mode === "samples"} onChange={() => onMode("samples")} data-testid="run-mode-samples" />{" "}
          the samples
        </label>
        <label>
          <input type="radio" name="run-mode" checked={mode === "custom"} onChange={() => onMode("custom")} data-testid="run-mode-custom" />{" "}
          my own input
        </label>
      </div>
      {mode === "custom" && (
        <textarea
          aria-label="Custom input"
          data-testid="custom-input"
          className="source"
          rows={5}
          style={{ width: "100%", fontFamily: "var(--mono, monospace)" }}
          value={input}
          onChange={(event) => onInput(event.target.value)}
          placeholder="Input for your program"
        />
      )}
    </div>
  );
}

const kib = (kb: number) => (kb >= 1024 ? `${(kb / 1024).toFixed(1)} MiB` : `${kb} KiB`);

/** A run's results: per sample the verdict with expected and actual output side by side; for
 * custom input the program's stdout, stderr, time and memory. */
export function RunResult({ run }: { run: RunView }) {
  return (
    <section className="panel" data-testid="run-result" data-status={run.status} aria-live="polite">
      <div className="toolbar">
        <strong>{run.mode === "samples" ? "Run on the samples" : "Run on your input"}</strong>
        {run.mode === "samples" || run.status !== "done" ? (
          <VerdictBadge status={run.status} verdict={run.verdict} testId="run-verdict" />
        ) : (
          <span className={`badge verdict-${run.verdict === "AC" ? "AC" : (run.verdict ?? "SE")}`} data-testid="run-verdict" data-verdict={run.verdict ?? ""}>
            {run.verdict === "AC" ? "Finished" : run.verdict ? VERDICT_LABELS[run.verdict] : ""}
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
            {run.mode === "samples" ? `Sample ${test.ordinal}: ${VERDICT_LABELS[test.verdict]} · ` : test.verdict === "AC" ? "" : `${VERDICT_LABELS[test.verdict]} · `}
            {test.timeMs} ms CPU · {test.wallMs} ms wall · {kib(test.memoryKb)}
          </p>
          {test.message && <pre className="source">{test.message}</pre>}
          {run.mode === "samples" ? (
            <div className="samples">
              <div>
                <h3>Expected output</h3>
                <pre data-testid="run-expected">{test.expected}</pre>
              </div>
              <div>
                <h3>Your output</h3>
                <pre data-testid="run-output">{test.output}</pre>
              </div>
            </div>
          ) : (
            <>
              <h3>Standard output</h3>
              <pre data-testid="run-stdout">{test.output}</pre>
            </>
          )}
          {test.stderr && (
            <>
              <h3>Standard error</h3>
              <pre data-testid="run-stderr">{test.stderr}</pre>
            </>
          )}
        </div>
      ))}
    </section>
  );
}
