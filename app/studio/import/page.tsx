import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { ZIP_LIMITS } from "@/lib/problem-package/zip/limits";
import { requireStudioPage } from "../guard";
import { ImportForm } from "./import-form-client";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pageTitles"))("studioImport") };
}

export default async function ImportProblemPage() {
  await requireStudioPage("/studio/import");
  return (
    <>
      <p>
        <Link href="/studio">← Studio</Link>
      </p>
      <h1>Import a problem package</h1>
      <p className="muted">
        A zip with one top folder <code>&lt;slug&gt;/</code> in exactly the <code>problems/&lt;slug&gt;/</code> layout
        (problem.ts, statement.md, editorial.md, generator.ts, validator.ts, checker.ts, data/, solutions/), at most{" "}
        {Math.round(ZIP_LIMITS.archiveBytes / 1024 / 1024)} MiB. It becomes an unpublished draft of yours; importing a
        slug you already own replaces that draft.
      </p>
      <ImportForm />
    </>
  );
}
