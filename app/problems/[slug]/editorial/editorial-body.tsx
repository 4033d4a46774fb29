// The editorial's markdown, cut at its ```widget blocks: the text as HTML with KaTeX (the same
// renderer as the statements), each widget as its component, computed on the server.
import { splitEditorial } from "@/lib/markdown/editorial-segments";
import { renderMarkdown } from "@/lib/markdown/render-markdown";
import { EditorialWidget } from "@/app/widgets/editorial-widget";
import styles from "./editorial.module.css";

export function EditorialBody({ problem, markdown }: { problem: string; markdown: string }) {
  return (
    <div className={`statement ${styles.body}`} data-testid="editorial">
      {splitEditorial(markdown).map((segment, i) =>
        segment.kind === "text" ? (
          <div key={i} dangerouslySetInnerHTML={{ __html: renderMarkdown(segment.markdown) }} />
        ) : (
          <EditorialWidget key={i} segment={segment} problem={problem} />
        ),
      )}
    </div>
  );
}
