import Link from "next/link";
import { formatDate } from "@/app/format";
import { db } from "@/lib/db";
import { listManagedProblemSets } from "@/lib/problem-sets/list-problem-sets";
import { requireStudioPage } from "../guard";
import { isAdmin } from "@/lib/auth/permissions";

export const dynamic = "force-dynamic";
export const metadata = { title: "Problem sets" };

export default async function ProblemSetsPage() {
  const user = await requireStudioPage("/studio/sets");
  const sets = await listManagedProblemSets(db(), user);
  return (
    <section data-testid="problem-sets">
      <p>
        <Link href="/studio">← Studio</Link>
      </p>
      <h1>Problem sets</h1>
      <p className="muted">Group published problems for a class, share the link, and follow the progress.</p>
      <p>
        <Link className="button" href="/studio/sets/new">
          New problem set
        </Link>
      </p>
      <table className="table">
        <thead>
          <tr>
            <th>Set</th>
            <th className="num">Problems</th>
            <th>Deadline</th>
            <th>Link</th>
            {isAdmin(user) && <th>Owner</th>}
          </tr>
        </thead>
        <tbody>
          {sets.length === 0 && (
            <tr>
              <td colSpan={5} className="muted">
                No sets yet.
              </td>
            </tr>
          )}
          {sets.map((s) => (
            <tr key={s.slug} data-testid="problem-set-row">
              <td>
                <Link href={`/studio/sets/${s.slug}`}>{s.title}</Link>
              </td>
              <td className="num">{s.problemCount}</td>
              <td>{s.deadline ? formatDate(s.deadline) : "none"}</td>
              <td>
                <Link href={`/sets/${s.slug}`}>/sets/{s.slug}</Link>
              </td>
              {isAdmin(user) && <td>{s.ownerEmail}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
