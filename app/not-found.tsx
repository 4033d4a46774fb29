import { NotFoundSection } from "./not-found-section";
import RequestLayout from "./request-layout";

// Shown for an address no page has, and for notFound() in a page rendered per request: the root
// segment has no document of its own (app/layout.tsx), so it brings the per-request one. The cached
// pages have their own (app/cached/[version]/[locale]/[theme]/not-found.tsx).
export default function NotFound() {
  return (
    <RequestLayout>
      <NotFoundSection />
    </RequestLayout>
  );
}
