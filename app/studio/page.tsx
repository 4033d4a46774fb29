import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { db } from "@/lib/db";
import { listStudioProblems } from "@/lib/studio/studio-problems";
import { requireStudioPage } from "./guard";
import { NewProblemForm } from "./new-problem-client";
import { isAdmin } from "@/lib/auth/permissions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pageTitles"))("studio") };
}

export default async function StudioPage() {
  const user = await requireStudioPage("/studio");
  const problems = await listStudioProblems(db(), user);
  return (
    <section data-testid="studio">
      <h1>Studio</h1>
      <p className="muted">
        {isAdmin(user) ? "Every problem; bundled packages are read-only here." : "Your problems."} Drafts are invisible to
        students until published.
      </p>
      <nav className="toolbar" aria-label="Studio">
        <Link href="/studio/import">Import a package zip</Link>
        <Link href="/studio/sets">Problem sets</Link>
        {isAdmin(user) && <Link href="/studio/users">Users and roles</Link>}
      </nav>
      <table className="table" data-testid="studio-problems">
        <thead>
          <tr>
            <th>Problem</th>
            <th>Status</th>
            <th>Last check</th>
            {isAdmin(user) && <th>Owner</th>}
          </tr>
        </thead>
        <tbody>
          {problems.length === 0 && (
            <tr>
              <td colSpan={4} className="muted">
                No problems yet: create one below.
              </td>
            </tr>
          )}
          {problems.map((p) => (
            <tr key={p.slug} data-testid={`studio-row-${p.slug}`}>
              <td>
                {p.editable ? <Link href={`/studio/problems/${p.slug}`}>{p.title}</Link> : <span>{p.title}</span>}{" "}
                <span className="muted">{p.slug}</span>
              </td>
              <td>{p.bundled ? "bundled (read-only)" : p.published ? "published" : "draft"}</td>
              <td>{p.lastCheck ? `${p.lastCheck}, ${p.lastCheckAt?.toISOString().slice(0, 16).replace("T", " ")}` : "never"}</td>
              {isAdmin(user) && <td>{p.ownerEmail ?? "repository"}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <h2>New problem</h2>
      <NewProblemForm />
    </section>
  );
}
