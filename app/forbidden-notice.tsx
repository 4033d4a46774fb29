import Link from "next/link";
import { useTranslations } from "next-intl";

/** The 403 page of a part of the site, worded by its message namespace (title, body, back). */
export function ForbiddenNotice({ namespace }: { namespace: "adminForbidden" | "studioForbidden" }) {
  const t = useTranslations(namespace);
  return (
    <section className="not-found" data-testid="forbidden">
      <h1>{t("title")}</h1>
      <p>{t("body")}</p>
      <p>
        <Link href="/">{t("back")}</Link>
      </p>
    </section>
  );
}
