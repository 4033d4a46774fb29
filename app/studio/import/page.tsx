import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ZIP_LIMITS } from "@/lib/problem-package/zip/limits";
import { requireStudioPage } from "../guard";
import { ImportForm } from "./import-form-client";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pageTitles"))("studioImport") };
}

export default async function ImportProblemPage() {
  await requireStudioPage("/studio/import");
  const [t, tStudio] = await Promise.all([getTranslations("studioImport"), getTranslations("studio")]);
  return (
    <>
      <p>
        <Link href="/studio">{tStudio("backToStudio")}</Link>
      </p>
      <h1>{t("title")}</h1>
      <p className="muted">
        {t.rich("intro", {
          code: (chunks) => <code>{chunks}</code>,
          folder: "<slug>/",
          layout: "problems/<slug>/",
          mib: Math.round(ZIP_LIMITS.archiveBytes / 1024 / 1024),
        })}
      </p>
      <p className="muted">{tStudio("englishOnlyNote")}</p>
      <ImportForm />
    </>
  );
}
