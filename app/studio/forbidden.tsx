import Link from "next/link";
import { useTranslations } from "next-intl";

/** What a student (or an instructor on an admin page) sees on a studio URL, with HTTP 403. */
export default function StudioForbidden() {
  const t = useTranslations("studioForbidden");
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
