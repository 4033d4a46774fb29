import Link from "next/link";

/** What a student (or an instructor on an admin page) sees on a studio URL, with HTTP 403. */
export default function StudioForbidden() {
  return (
    <section className="not-found" data-testid="forbidden">
      <h1>403: not allowed</h1>
      <p>The studio is for instructors and admins. Ask an admin if you should have access.</p>
      <p>
        <Link href="/">Back to the problems</Link>
      </p>
    </section>
  );
}
