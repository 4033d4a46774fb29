// The submission list's filters: a plain GET form, so a filtered list is a link that can be
// shared or reloaded. The user field is there only when the list holds everyone's submissions.
import { getTranslations } from "next-intl/server";
import type { SubmissionFilters } from "@/lib/submissions/submission-filters";
import { VERDICTS } from "@/lib/types";

export async function SubmissionFiltersForm({
  filters,
  problems,
  everyone,
}: {
  filters: SubmissionFilters;
  problems: { slug: string; title: string }[];
  everyone: boolean;
}) {
  const t = await getTranslations();
  return (
    <form method="get" action="/submissions" className="filters" data-testid="submission-filters" aria-label={t("allSubmissions.filters")}>
      {everyone && (
        <label>
          {t("allSubmissions.user")}{" "}
          <input name="user" defaultValue={filters.user ?? ""} data-testid="filter-user" />
        </label>
      )}{" "}
      <label>
        {t("allSubmissions.problem")}{" "}
        <select name="problem" defaultValue={filters.problem ?? ""} data-testid="filter-problem">
          <option value="">{t("allSubmissions.anyVerdict")}</option>
          {problems.map((p) => (
            <option key={p.slug} value={p.slug}>
              {p.title}
            </option>
          ))}
        </select>
      </label>{" "}
      <label>
        {t("allSubmissions.verdict")}{" "}
        <select name="verdict" defaultValue={filters.verdict ?? ""} data-testid="filter-verdict">
          <option value="">{t("allSubmissions.anyVerdict")}</option>
          {VERDICTS.map((v) => (
            <option key={v} value={v}>
              {t(`verdict.${v}`)}
            </option>
          ))}
          <option value="pending">{t("allSubmissions.pending")}</option>
        </select>
      </label>{" "}
      <button type="submit" className="button button-small" data-testid="filter-apply">
        {t("allSubmissions.apply")}
      </button>{" "}
      <a href="/submissions" className="button button-small button-secondary">
        {t("allSubmissions.clear")}
      </a>
    </form>
  );
}
