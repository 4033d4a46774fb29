"use client";

import { useState, useTransition } from "react";
import { ROLES } from "@/lib/types";
import { setUserRoleAction } from "./actions";

export function RoleSelect({ email, role, self }: { email: string; role: string; self: boolean }) {
  const [value, setValue] = useState(role);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function change(next: string) {
    const previous = value;
    setValue(next);
    setMessage(null);
    startTransition(async () => {
      const result = await setUserRoleAction({ email, role: next });
      if (result.ok) setMessage("saved");
      else {
        setValue(previous);
        setMessage(result.error);
      }
    });
  }

  return (
    <span className="toolbar">
      <select aria-label={`Role of ${email}`} data-testid="studio-role" value={value} disabled={pending || self} onChange={(e) => change(e.target.value)}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
      {self && <span className="muted">(you)</span>}
      {message && <span data-testid="studio-role-message">{message}</span>}
    </span>
  );
}
