import Link from "next/link";
import { isStaff } from "@/lib/auth/permissions";
import { getSessionUser } from "@/lib/auth/session";
import { SignInLink } from "./sign-in-link";
import { SignOutButton } from "./sign-out-client";
import type { ThemeChoice } from "./theme/theme-choice";
import { ThemeToggle } from "./theme/theme-toggle-client";

export async function SiteHeader({ theme }: { theme: ThemeChoice | undefined }) {
  const user = await getSessionUser();
  return (
    <header className="site-header">
      <nav className="site-nav" aria-label="Main">
        <Link href="/" className="brand">
          Nimbus
        </Link>
        <Link href="/">Problems</Link>
        <Link href="/submissions">My submissions</Link>
        <Link href="/lab">Game lab</Link>
        {isStaff(user) && (
          <Link href="/studio" data-testid="studio-link">
            Studio
          </Link>
        )}
      </nav>
      <div className="account" data-testid="account">
        {user ? (
          <>
            <span data-testid="user-email">{user.email}</span>
            <span className={`role role-${user.role}`} data-testid="user-role">
              {user.role}
            </span>
            <SignOutButton />
          </>
        ) : (
          <>
            <SignInLink />
            <Link href="/signup" className="button button-small">
              Sign up
            </Link>
          </>
        )}
        <ThemeToggle initial={theme} />
      </div>
    </header>
  );
}
