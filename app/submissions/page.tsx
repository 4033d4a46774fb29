import Link from "next/link";
import { redirect } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session";
import { listMySubmissions } from "@/lib/submissions/list-my-submissions";
import { formatDate, formatMemory, formatTime } from "../format";
import { VerdictBadge } from "../verdict-badge";

export const dynamic = "force-dynamic";
export const metadata = { title: "My submissions" };

export default async function MySubmissionsPage() {
  const user = await getSessionUser();
  if (!user) redirect(`/signin?callbackUrl=${encodeURIComponent("/submissions")}`);
  const submissions = await listMySubmissions(user.id);
  return (
    <>
      <h1>My submissions</h1>
      <table className="table" data-testid="submission-list">
        <thead>
          <tr>
            <th>#</th>
            <th>Problem</th>
            <th>Verdict</th>
            <th className="num">Time</th>
            <th className="num">Memory</th>
            <th>Submitted</th>
          </tr>
        </thead>
        <tbody>
          {submissions.length === 0 && (
            <tr>
              <td colSpan={6} className="muted" data-testid="no-submissions">
                No submissions yet. <Link href="/">Pick a problem</Link>.
              </td>
            </tr>
          )}
          {submissions.map((s) => (
            <tr key={s.id} data-testid="submission-row">
              <td>
                <Link href={`/submissions/${s.id}`}>{s.id}</Link>
              </td>
              <td>
                <Link href={`/problems/${s.problem.slug}`}>{s.problem.title}</Link>
              </td>
              <td>
                <Link href={`/submissions/${s.id}`}>
                  <VerdictBadge status={s.status} verdict={s.verdict} />
                </Link>
              </td>
              <td className="num">{formatTime(s.timeMs)}</td>
              <td className="num">{formatMemory(s.memoryKb)}</td>
              <td>{formatDate(s.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
