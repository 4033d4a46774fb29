import { useTranslations } from "next-intl";
import { isVerdict, type SubmissionStatus } from "@/lib/types";

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
  const t = useTranslations();
  if (status === "done" && isVerdict(verdict)) {
    return (
      <span className={`badge verdict-${verdict}`} data-testid={testId} data-verdict={verdict}>
        {t(`verdict.${verdict}`)}
      </span>
    );
  }
  const label = status === "judging" ? t("status.judging") : t("status.queued");
  return (
    <span className="badge badge-pending" data-testid={testId} data-verdict="">
      {label}
    </span>
  );
}
