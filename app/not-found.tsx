import Link from "next/link";
import { useTranslations } from "next-intl";

export default function NotFound() {
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
