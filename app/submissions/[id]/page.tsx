import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";
import { z } from "zod";
import { rowIdParamSchema } from "@/lib/row-id";
import { getSessionUser } from "@/lib/auth/session";
import { problemTitle } from "@/lib/catalog/problem-language";
import { getSubmission } from "@/lib/submissions/get-submission";
import { formatDateTime } from "../../format";
import { mayRejudge } from "@/lib/submissions/rejudge-submissions";
import { LiveSubmission } from "./live-submission-client";
import { RejudgeButtons } from "./rejudge-client";

export const dynamic = "force-dynamic";

const paramsSchema = z.object({ id: rowIdParamSchema });
type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return { title: (await getTranslations("submission"))("title", { id: (await params).id }) };
}

export default async function SubmissionPage({ params }: Props) {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const user = await getSessionUser();
  if (!user) notFound();
  const submission = await getSubmission(parsed.data.id, user);
  if (!submission) notFound();
  const { problem } = submission;
  const t = await getTranslations("submission");
  const locale = await getLocale();
  const timeZone = await getTimeZone();
  return (
    <>
      <h1>{t("title", { id: submission.view.id })}</h1>
      <p className="muted">
        <Link href={`/problems/${problem.slug}`} data-testid="problem-link">
          {problemTitle(problem, locale).title}
        </Link>{" "}
        ({problem.sourceJudge} {problem.sourceId}) · {submission.language} · {t("submittedAt", { date: formatDateTime(submission.createdAt, locale, timeZone) })}
        {submission.owner.id !== user.id && <> · {t("by", { email: submission.owner.email })}</>}
      </p>
      <LiveSubmission initial={submission.view} />
      {(await mayRejudge(user, { submissionId: submission.view.id })) && <RejudgeButtons submissionId={submission.view.id} problemSlug={problem.slug} />}
      <h2>{t("sourceCode")}</h2>
      <pre className="source" data-testid="source">
        {submission.source}
      </pre>
    </>
  );
}
