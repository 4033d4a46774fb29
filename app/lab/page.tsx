import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LabClient } from "./lab-client";
import { absoluteTitle } from "../page-title";

export async function generateMetadata(): Promise<Metadata> {
  return { title: { absolute: absoluteTitle((await getTranslations("pageTitles"))("lab")) } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The lab renders on the server from the URL (a GET form works without JavaScript); the client takes over live. */
export default async function LabPage({ searchParams }: Props) {
  const query = await searchParams;
  const g = first(query.g);
  return <LabClient initialText={g ?? "s:1,3,4"} initialRange={first(query.n) ?? ""} />;
}
