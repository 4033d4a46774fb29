import { VERDICT_LABELS, isVerdict, type SubmissionStatus } from "@/lib/types";

/** A verdict once judged, otherwise the submission's status. Usable on server and client. */
export function VerdictBadge({
  status,
  verdict,
  testId,
}: {
  status: SubmissionStatus;
  verdict: string | null;
  testId?: string;
}) {
  if (status === "done" && isVerdict(verdict)) {
    return (
      <span className={`badge verdict-${verdict}`} data-testid={testId} data-verdict={verdict}>
        {VERDICT_LABELS[verdict]}
      </span>
    );
  }
  const label = status === "judging" ? "Judging…" : "In queue";
  return (
    <span className="badge badge-pending" data-testid={testId} data-verdict="">
      {label}
    </span>
  );
}
