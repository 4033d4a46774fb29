// The studio's read-only page of a bundled problem: its package files as they are in
// problems/<slug>/, with Export (the same zip route as a draft's).
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { sortPackagePaths } from "@/lib/studio/draft-files";
import type { BundledProblem } from "@/lib/studio/bundled-problem";

export async function BundledProblemView({ problem }: { problem: BundledProblem }) {
  const [t, tStudio] = await Promise.all([getTranslations("studioBundled"), getTranslations("studio")]);
  const files = problem.files ?? {};
  return (
    <section data-testid="studio-bundled">
      <p>
        <Link href="/studio">{tStudio("backToStudio")}</Link>
      </p>
      <h1>{problem.title}</h1>
      <div className="toolbar panel">
        <strong data-testid="studio-status">{tStudio("bundled")}</strong>
        <a className="button button-secondary" href={`/api/studio/problems/${problem.slug}/export`} data-testid="studio-export" download>
          {t("export")}
        </a>
        {problem.published && <Link href={`/problems/${problem.slug}`}>{t("publicPage")}</Link>}
      </div>
      <p className="muted">{t("intro", { slug: problem.slug })}</p>
      {problem.files === null && <p className="alert">{t("noFolder")}</p>}
      {sortPackagePaths(Object.keys(files)).map((path) => (
        <div className="panel" key={path} data-testid={`studio-section-${path}`} style={{ marginBottom: "1rem" }}>
          <h3 style={{ marginTop: 0, fontFamily: "var(--mono)" }}>
            {path} <span className="muted">({t("readOnly")})</span>
          </h3>
          <pre className="source" data-testid={`studio-file-${path}`} tabIndex={0} role="region" aria-label={path}>
            {files[path]}
          </pre>
        </div>
      ))}
    </section>
  );
}
