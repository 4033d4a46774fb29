import Link from "next/link";
import { getSessionUser } from "@/lib/auth/session";
import { listProblems } from "@/lib/catalog/list-problems";

export const dynamic = "force-dynamic";

export default async function ProblemListPage() {
  const user = await getSessionUser();
  const problems = await listProblems(user?.id);
  return (
    <>
      <h1>Problems</h1>
      <p className="muted">
        Classic P/N-position and Sprague–Grundy problems. Solve them in TypeScript, reading standard input and
        writing standard output.
      </p>
      <table className="table" data-testid="problem-list">
        <thead>
          <tr>
            <th>Title</th>
            <th>Source</th>
            <th>Tags</th>
            <th>Difficulty</th>
            <th className="num">Acceptance</th>
            {user && <th>My status</th>}
          </tr>
        </thead>
        <tbody>
          {problems.length === 0 && (
            <tr>
              <td colSpan={user ? 6 : 5} className="muted">
                No problems yet.
              </td>
            </tr>
          )}
          {problems.map((p) => (
            <tr key={p.slug} data-testid="problem-row">
              <td>
                <Link href={`/problems/${p.slug}`}>{p.title}</Link>
              </td>
              <td>{p.source}</td>
              <td>
                {p.tags.map((t) => (
                  <span key={t} className="tag">
                    {t}
                  </span>
                ))}
              </td>
              <td className="difficulty">{p.difficulty}</td>
              <td className="num" title={`${p.accepted} accepted of ${p.submissions} submissions`}>
                {p.acceptanceRate === null ? "—" : `${Math.round(p.acceptanceRate * 100)}%`}
                <span className="muted"> ({p.accepted}/{p.submissions})</span>
              </td>
              {user && (
                <td data-testid="my-status" className={p.myStatus ? `status-${p.myStatus}` : undefined}>
                  {p.myStatus === "solved" ? "Solved" : p.myStatus === "tried" ? "Tried" : ""}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
