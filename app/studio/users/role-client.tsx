"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { ROLES } from "@/lib/types";
import { translateStudioRefusal } from "../translate-studio-refusal";
import { setUserRoleAction } from "./actions";

export function RoleSelect({ email, role, self }: { email: string; role: string; self: boolean }) {
  const t = useTranslations("studioUsers");
  const tAll = useTranslations();
  const [value, setValue] = useState(role);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function change(next: string) {
    const previous = value;
    setValue(next);
    setMessage(null);
    startTransition(async () => {
      const result = await setUserRoleAction({ email, role: next });
      if (result.ok) setMessage(t("saved"));
      else {
        setValue(previous);
        setMessage(translateStudioRefusal(result, tAll));
      }
    });
  }

  return (
    <span className="toolbar">
      <select aria-label={t("roleOf", { email })} data-testid="studio-role" value={value} disabled={pending || self} onChange={(e) => change(e.target.value)}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {tAll(`header.role.${r}`)}
          </option>
        ))}
      </select>
      {self && <span className="muted">{t("you")}</span>}
      {message && <span data-testid="studio-role-message">{message}</span>}
    </span>
  );
}
