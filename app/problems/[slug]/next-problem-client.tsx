"use client";
// The problem page's "next problem to try": the visitor's (nothing solved) from the cached page,
// replaced for a signed-in reader by theirs (GET /api/problems/<slug>/next, in the page's language).
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { NextProblemAnswer } from "@/lib/catalog/learning-path";
import { HTML_LANG, type Locale } from "@/lib/i18n/locales";
import { useReader } from "../../reader-context";

export function NextProblem({ slug, visitor }: { slug: string; visitor: NextProblemAnswer }) {
  const reader = useReader();
  const locale = useLocale() as Locale;
  const t = useTranslations("problemPath");
  const [mine, setMine] = useState<NextProblemAnswer | null>(null);
  useEffect(() => {
    if (!reader) return;
    let live = true;
    fetch(`/api/problems/${encodeURIComponent(slug)}/next?locale=${locale}`, { cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<NextProblemAnswer>) : null))
      .then((answer) => live && answer && setMine(answer))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [reader, slug, locale]);
  const { next, isLast } = (reader && mine) || visitor;
  return (
    <p data-testid="next-problem">
      {next ? (
        <>
          {t("next")}{" "}
          <Link href={`/problems/${next.slug}`} lang={next.titleLang === locale ? undefined : HTML_LANG[next.titleLang]}>
            {next.title}
          </Link>
        </>
      ) : isLast ? (
        t("noneAfterLast")
      ) : (
        t("noneAfterSolved")
      )}
    </p>
  );
}
