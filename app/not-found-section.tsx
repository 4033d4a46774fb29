// The words of a missing page, in the page's document (app/not-found.tsx, and the cached pages' own).
import Link from "next/link";
import { useTranslations } from "next-intl";

export function NotFoundSection() {
  const t = useTranslations("notFound");
  return (
    <section className="not-found" data-testid="not-found">
      <h1>{t("title")}</h1>
      <p>{t("text")}</p>
      <p>
        <Link href="/">{t("back")}</Link>
      </p>
    </section>
  );
}
