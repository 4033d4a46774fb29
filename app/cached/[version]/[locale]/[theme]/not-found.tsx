// A cached page's missing problem (an unknown or unpublished slug), in the page's own document.
import { NotFoundSection } from "../../../../not-found-section";

export default function CachedNotFound() {
  return <NotFoundSection />;
}
