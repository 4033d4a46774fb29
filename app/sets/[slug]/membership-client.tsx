"use client";

// The set page's Join (or Leave) button: joining is the student's own choice, said in words
// above the button (the owner will see their name, e-mail and verdicts on the set's problems).
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { Membership } from "@/lib/problem-sets/set-members";
import { translateSetRefusal } from "../../studio/sets/translate-set-refusal";
import { joinProblemSetAction, leaveProblemSetAction } from "./actions";

export function SetMembership({ slug, membership, ownerName }: { slug: string; membership: Membership; ownerName: string | null }) {
  const t = useTranslations("problemSet");
  const tAll = useTranslations();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const member = membership === "member";

  async function toggle() {
    setBusy(true);
    setError(null);
    const result = member ? await leaveProblemSetAction({ slug }) : await joinProblemSetAction({ slug });
    setBusy(false);
    if (result.ok) router.refresh();
    else setError(translateSetRefusal(result, tAll));
  }

  return (
    <div className="panel" data-testid="set-membership" data-membership={membership}>
      {member ? (
        <p>{t("joined")}</p>
      ) : (
        <>
          <h2>{t("joinTitle")}</h2>
          {membership === "invited" && <p data-testid="set-invited">{t("invited")}</p>}
          {ownerName && <p>{t("ownedBy", { name: ownerName })}</p>}
          <p className="muted">{t("joinExplain")}</p>
        </>
      )}
      <button type="button" className={member ? "button button-secondary" : "button"} onClick={toggle} disabled={busy} data-testid={member ? "set-leave" : "set-join"}>
        {member ? (busy ? t("leaving") : t("leave")) : busy ? t("joining") : t("join")}
      </button>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
