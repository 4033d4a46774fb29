// The tabs of a problem: its statement and editor, and the learning tools built on lib/learn.
// A server component: plain links, so they work without JavaScript.
import Link from "next/link";

export type ProblemTab = "problem" | "editorial" | "play" | "conjecture";

const TABS: { tab: ProblemTab; label: string; path: string; needsGame: boolean }[] = [
  { tab: "problem", label: "Problem", path: "", needsGame: false },
  { tab: "editorial", label: "Editorial", path: "/editorial", needsGame: false },
  { tab: "play", label: "Play", path: "/play", needsGame: true },
  { tab: "conjecture", label: "Test a conjecture", path: "/conjecture", needsGame: true },
];

export function ProblemTabs({ slug, current, hasGame }: { slug: string; current: ProblemTab; hasGame: boolean }) {
  return (
    <nav className="problem-tabs" aria-label="Problem sections">
      {TABS.filter((t) => hasGame || !t.needsGame).map((t) => (
        <Link
          key={t.tab}
          href={`/problems/${slug}${t.path}`}
          aria-current={t.tab === current ? "page" : undefined}
          className={t.tab === current ? "active" : undefined}
          data-testid={`tab-${t.tab}`}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
