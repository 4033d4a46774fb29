"use client";
// Who is reading, for the parts of a page that differ per reader (the header's account, the
// studio link, whether Run and Submit need an account, the next problem to try). A page rendered
// per request knows it and passes it in; a cached page (app/cached/) is the same for everyone, so
// it asks GET /api/me once when it loads, and those parts show the signed-out state until then.
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import type { Role } from "@/lib/types";

export interface ReaderAccount {
  name: string;
  email: string;
  role: Role;
}

/** The signed-in account, null when signed out, undefined while a cached page is still asking. */
export type Reader = ReaderAccount | null | undefined;

const ReaderContext = createContext<Reader>(undefined);

export function ReaderProvider({ known, children }: { known?: ReaderAccount | null; children: ReactNode }) {
  const [asked, setAsked] = useState<Reader>(undefined);
  useEffect(() => {
    if (known !== undefined) return;
    let live = true;
    fetch("/api/me", { cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<{ account: ReaderAccount | null }>) : { account: null }))
      .then((body) => live && setAsked(body.account))
      .catch(() => live && setAsked(null));
    return () => {
      live = false;
    };
  }, [known]);
  return <ReaderContext.Provider value={known !== undefined ? known : asked}>{children}</ReaderContext.Provider>;
}

export function useReader(): Reader {
  return useContext(ReaderContext);
}
