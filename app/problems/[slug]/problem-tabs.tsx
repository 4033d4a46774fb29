// The tabs of a problem: its statement and editor, and the learning tools built on lib/learn.
// A server component: plain links, so they work without JavaScript.
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { Messages } from "@/lib/i18n/messages";

export type ProblemTab = "problem" | "editorial" | "play" | "conjecture";

const TABS: { tab: ProblemTab; label: keyof Messages["problem"]; path: string; needsGame: boolean }[] = [
  { tab: "problem", label: "tabProblem", path: "", needsGame: false },
  { tab: "editorial", label: "tabEditorial", path: "/editorial", needsGame: false },
  { tab: "play", label: "tabPlay", path: "/play", needsGame: true },
  { tab: "conjecture", label: "tabConjecture", path: "/conjecture", needsGame: true },
];

export function ProblemTabs({ slug, current, hasGame }: { slug: string; current: ProblemTab; hasGame: boolean }) {
  const t = useTranslations("problem");
  return (
    <nav className="problem-tabs" aria-label={t("sections")}>
      {TABS.filter((tab) => hasGame || !tab.needsGame).map((tab) => (
        <Link
          key={tab.tab}
          href={`/problems/${slug}${tab.path}`}
          aria-current={tab.tab === current ? "page" : undefined}
          className={tab.tab === current ? "active" : undefined}
          data-testid={`tab-${tab.tab}`}
        >
          {t(tab.label)}
        </Link>
      ))}
    </nav>
  );
}
