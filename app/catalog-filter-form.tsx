// The problem list's filter: a GET form (?concept=nim&difficulty=easy), so it works without
// JavaScript and its address can be shared; what it ignored is said above it, and a filter that
// matches nothing offers to clear itself (lib/catalog/catalog-filter.ts reads the query).
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ParsedCatalogFilter } from "@/lib/catalog/catalog-filter";
import { isFiltered } from "@/lib/catalog/catalog-filter";
import { CONCEPT_IDS } from "@/lib/catalog/concepts";
import { DIFFICULTIES } from "@/lib/problem-package/metadata";
import styles from "./catalog.module.css";

export async function CatalogFilterForm({ parsed }: { parsed: ParsedCatalogFilter }) {
  const t = await getTranslations("pathFilter");
  const home = await getTranslations("home");
  const { filter, ignored } = parsed;
  return (
    <>
      {ignored.map((i) => (
        <p key={i.field} className="note" role="status" data-testid="filter-ignored">
          {t(i.field === "concept" ? "ignoredConcept" : "ignoredDifficulty", { value: i.value })}
        </p>
      ))}
      <form method="get" action="/" className={styles.filter} aria-label={t("label")} data-testid="catalog-filter">
        <label>
          {t("concept")}
          <select name="concept" defaultValue={filter.concept ?? ""}>
            <option value="">{t("anyConcept")}</option>
            {CONCEPT_IDS.map((id) => (
              <option key={id} value={id}>
                {home(`concepts.${id}.name`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("difficulty")}
          <select name="difficulty" defaultValue={filter.difficulty ?? ""}>
            <option value="">{t("anyDifficulty")}</option>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {home(`difficulty.${d}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button-small">
          {t("apply")}
        </button>
        {(isFiltered(filter) || ignored.length > 0) && (
          <Link href="/" data-testid="clear-filter">
            {t("clear")}
          </Link>
        )}
      </form>
    </>
  );
}
