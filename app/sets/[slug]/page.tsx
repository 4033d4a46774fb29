import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { getLocale } from "next-intl/server";
import { formatDate } from "@/app/format";
import { getSessionUser } from "@/lib/auth/session";
import { problemTitle } from "@/lib/catalog/problem-language";
import { db } from "@/lib/db";
import { getProblemSetView } from "@/lib/problem-sets/get-problem-set";

export const dynamic = "force-dynamic";

export default async function ProblemSetPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const user = await getSessionUser();
  if (!user) redirect(`/signin?callbackUrl=${encodeURIComponent(`/sets/${slug}`)}`);
  const set = await getProblemSetView(db(), slug, user.id);
  if (!set) notFound();
  const locale = await getLocale();
  const past = set.deadline !== null && set.deadline.getTime() < Date.now();
  return (
    <section data-testid="problem-set">
      <h1>{set.title}</h1>
      <p className={past ? "alert" : "muted"} data-testid="set-deadline">
        {set.deadline
          ? `Deadline: ${formatDate(set.deadline)}${past ? " (passed: submissions still count, marked late)" : ""}`
          : "No deadline."}
      </p>
      <table className="table">
        <thead>
          <tr>
            <th>#</th>
            <th>Problem</th>
            <th>Source</th>
            <th>My status</th>
          </tr>
        </thead>
        <tbody>
          {set.problems.map((p, i) => (
            <tr key={p.slug} data-testid="set-problem-row" data-problem={p.slug}>
              <td>{i + 1}</td>
              <td>
                <Link href={`/problems/${p.slug}`}>{problemTitle(p, locale).title}</Link>
              </td>
              <td>{p.source}</td>
              <td data-testid="my-status" className={p.myStatus ? `status-${p.myStatus}` : undefined}>
                {p.myStatus === "solved" ? "Solved" : p.myStatus === "tried" ? "Tried" : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
