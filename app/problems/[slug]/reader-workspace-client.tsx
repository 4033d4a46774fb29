"use client";
// The workspace on the cached problem page: whether Run and Submit need an account is the reader's
// (app/reader-context.tsx), known once the page has asked; until then it is the signed-out one.
import { useReader } from "../../reader-context";
import { Workspace } from "./workspace-client";

export function ReaderWorkspace({ slug }: { slug: string }) {
  const reader = useReader();
  return <Workspace slug={slug} signedIn={Boolean(reader)} />;
}
