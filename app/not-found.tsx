import Link from "next/link";

export default function NotFound() {
  return (
    <section className="not-found" data-testid="not-found">
      <h1>Not found</h1>
      <p>There is nothing here, or you are not allowed to see it.</p>
      <p>
        <Link href="/">Back to the problems</Link>
      </p>
    </section>
  );
}
