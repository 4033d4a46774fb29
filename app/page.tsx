import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { getSessionUser } from "@/lib/auth/session";
import { applyCatalogFilter, catalogHref, isDifficulty, isFiltered, parseCatalogFilter } from "@/lib/catalog/catalog-filter";
import { groupByConcept } from "@/lib/catalog/concepts";
import { listProblems } from "@/lib/catalog/list-problems";
import { HTML_LANG } from "@/lib/i18n/locales";
import { CatalogFilterForm } from "./catalog-filter-form";
import { absoluteTitle } from "./page-title";
import RequestLayout, { generateMetadata as siteMetadata } from "./request-layout";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  // The layout's template does not reach a page of its own segment.
  return { ...(await siteMetadata()), title: { absolute: absoluteTitle((await getTranslations("home"))("title")) } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// In the root segment, which has no document of its own (app/layout.tsx): the per-request one.
export default function HomePage(props: Props) {
  return (
    <RequestLayout>
      <ProblemListPage {...props} />
    </RequestLayout>
  );
}

async function ProblemListPage({ searchParams }: Props) {
  const user = await getSessionUser();
  const locale = await getLocale();
  const parsed = parseCatalogFilter(await searchParams);
  const { filter } = parsed;
  const all = await listProblems(user?.id, locale);
  const problems = applyCatalogFilter(all, filter);
  const t = await getTranslations("home");
  const tf = await getTranslations("pathFilter");
  const columns = user ? 6 : 5;
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="muted">
        {t("intro")}
      </p>
      <p data-testid="path-link">{tf.rich("startHere", { link: (chunks) => <Link href="/learn">{chunks}</Link> })}</p>
      <CatalogFilterForm parsed={parsed} />
      <table className="table" data-testid="problem-list">
        <thead>
          <tr>
            <th>{t("colTitle")}</th>
            <th>{t("colSource")}</th>
            <th>{t("colTags")}</th>
            <th>{t("colDifficulty")}</th>
            <th className="num">{t("colAcceptance")}</th>
            {user && <th>{t("colMyStatus")}</th>}
          </tr>
        </thead>
        {problems.length === 0 && (
          <tbody>
            <tr>
              <td colSpan={columns} className="muted" data-testid="list-empty">
                {all.length > 0 && isFiltered(filter) ? (
                  <>
                    {tf("empty")} <Link href="/">{tf("clear")}</Link>
                  </>
                ) : (
                  t("empty")
                )}
              </td>
            </tr>
          </tbody>
        )}
        {/* One body a step of the theory, in the order it builds (lib/catalog/concepts.ts). */}
        {groupByConcept(problems).map((group) => (
          <tbody key={group.concept ?? "other"} data-testid="concept-group" data-concept={group.concept ?? "other"}>
            <tr className="concept-row">
              <th colSpan={columns} scope="colgroup">
                <span className="concept-heading">
                  <span className="concept-name">
                    {/* The step's own list, keeping the difficulty chosen. */}
                    {group.concept ? <Link href={catalogHref({ ...filter, concept: group.concept })}>{t(`concepts.${group.concept}.name`)}</Link> : t("conceptOther")}
                  </span>
                  {group.concept && <span className="muted concept-summary"> {t(`concepts.${group.concept}.summary`)}</span>}
                </span>
              </th>
            </tr>
            {group.items.map((p) => (
              <tr key={p.slug} data-testid="problem-row">
                <td>
                  <Link href={`/problems/${p.slug}`} lang={p.titleLang === locale ? undefined : HTML_LANG[p.titleLang]}>
                    {p.title}
                  </Link>
                </td>
                <td>{p.source}</td>
                <td>
                  {p.tags.map((tag) => (
                    <span key={tag} className="tag">
                      {tag}
                    </span>
                  ))}
                </td>
                <td className="difficulty">{isDifficulty(p.difficulty) ? t(`difficulty.${p.difficulty}`) : p.difficulty}</td>
                <td className="num" title={t("acceptedOf", { accepted: p.accepted, submissions: p.submissions })}>
                  {p.acceptanceRate === null ? "—" : `${Math.round(p.acceptanceRate * 100)}%`}
                  <span className="muted"> ({p.accepted}/{p.submissions})</span>
                </td>
                {user && (
                  <td data-testid="my-status" className={p.myStatus ? `status-${p.myStatus}` : undefined}>
                    {p.myStatus === "solved" ? t("solved") : p.myStatus === "tried" ? t("tried") : ""}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </>
  );
}
