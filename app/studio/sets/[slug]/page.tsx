import Link from "next/link";
import { forbidden, notFound } from "next/navigation";
import { formatDate } from "@/app/format";
import { db } from "@/lib/db";
import { managedSetProgress } from "@/lib/problem-sets/managed-set-progress";
import { cellStatusText } from "@/lib/problem-sets/progress-csv";
import { requireStudioPage } from "../../guard";

export const dynamic = "force-dynamic";

export default async function ProblemSetProgressPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const user = await requireStudioPage(`/studio/sets/${slug}`);
  const result = await managedSetProgress(db(), user, slug);
  if (!result.ok) {
    if (result.status === 403) forbidden();
    notFound();
  }
  const { set, progress } = result;
  return (
    <section data-testid="set-progress">
      <p>
        <Link href="/studio/sets">← Problem sets</Link>
      </p>
      <h1>{set.title}</h1>
      <p className="muted">
        Share this link with the class: <Link href={`/sets/${set.slug}`} data-testid="share-link">/sets/{set.slug}</Link>.{" "}
        Deadline: {set.deadline ? formatDate(set.deadline) : "none"}. Students are everyone who submitted to a problem of the
        set since it was created; runs never count.
      </p>
      <p>
        <a className="button button-secondary" href={`/studio/sets/${set.slug}/csv`} data-testid="csv-link" download>
          Download CSV
        </a>
      </p>
      <table className="table" data-testid="progress-table">
        <thead>
          <tr>
            <th>Student</th>
            <th className="num">Solved</th>
            {progress.problems.map((p) => (
              <th key={p.id}>
                <Link href={`/problems/${p.slug}`}>{p.title}</Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {progress.rows.length === 0 && (
            <tr>
              <td colSpan={progress.problems.length + 2} className="muted">
                No submissions yet.
              </td>
            </tr>
          )}
          {progress.rows.map((row) => (
            <tr key={row.userId} data-testid="progress-row" data-email={row.email}>
              <td>
                {row.name} <span className="muted">{row.email}</span>
              </td>
              <td className="num">{row.solved}</td>
              {row.cells.map((cell, i) => (
                <td
                  key={progress.problems[i]!.id}
                  data-testid="progress-cell"
                  data-problem={progress.problems[i]!.slug}
                  className={cell.status ? `status-${cell.status}` : undefined}
                >
                  {cell.status && (
                    <>
                      <span data-testid="cell-status">{cellStatusText(cell)}</span>
                      <br />
                      <span className="muted" data-testid="cell-attempts">
                        {cell.attempts} {cell.attempts === 1 ? "attempt" : "attempts"}
                      </span>
                      {cell.firstAcceptedAt && (
                        <>
                          <br />
                          <span className="muted">{formatDate(cell.firstAcceptedAt)}</span>
                        </>
                      )}
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
