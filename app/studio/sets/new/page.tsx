import Link from "next/link";
import { listProblems } from "@/lib/catalog/list-problems";
import { requireStudioPage } from "../../guard";
import { NewSetForm } from "./new-set-client";

export const dynamic = "force-dynamic";
export const metadata = { title: "New problem set" };

export default async function NewProblemSetPage() {
  await requireStudioPage("/studio/sets/new");
  // Only published problems can go in a set: students must be able to open them.
  const problems = (await listProblems()).map((p) => ({ slug: p.slug, title: p.title, source: p.source }));
  return (
    <section>
      <p>
        <Link href="/studio/sets">← Problem sets</Link>
      </p>
      <h1>New problem set</h1>
      <NewSetForm problems={problems} />
    </section>
  );
}
