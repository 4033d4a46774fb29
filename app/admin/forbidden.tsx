import Link from "next/link";
import { useTranslations } from "next-intl";

/** What a student or an instructor sees on an admin page, with HTTP 403. */
export default function AdminForbidden() {
  const t = useTranslations("adminForbidden");
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
