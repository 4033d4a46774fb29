"use client";

// A statement or editorial in English and Chinese side by side (stacked on a phone), each pane
// with its text and a live preview. When the draft has no Chinese files yet, the Chinese pane
// offers to add them.
import { useTranslations } from "next-intl";
import { useDeferredValue, useMemo } from "react";
import { renderMarkdown } from "@/lib/markdown/render-markdown";
import styles from "./editor.module.css";

type Change = (path: string, text: string) => void;

export function MarkdownPair(props: {
  heading: string;
  englishPath: string;
  chinesePath: string;
  files: Record<string, string>;
  onChange: Change;
  onAddChinese: () => void;
  onRemoveChinese: () => void;
}) {
  const t = useTranslations("studioEditor");
  const english = props.files[props.englishPath] ?? "";
  const chinese = props.files[props.chinesePath];
  return (
    <div className="panel" data-testid={`studio-pair-${props.englishPath}`} style={{ marginBottom: "1rem" }}>
      <h3 style={{ marginTop: 0 }}>{props.heading}</h3>
      <div className={styles.pair}>
        <div className={styles.pane} lang="en" data-testid={`studio-section-${props.englishPath}`}>
          <div className={styles.paneHeader}>
            <h4>{props.englishPath}</h4>
            <span className="muted">{t("english")}</span>
          </div>
          <MarkdownPane path={props.englishPath} text={english} onChange={props.onChange} />
        </div>
        <div className={styles.pane} lang="zh-CN" data-testid={`studio-section-${props.chinesePath}`}>
          <div className={styles.paneHeader}>
            <h4>{props.chinesePath}</h4>
            <span className="muted">{t("chinese")}</span>
            {chinese !== undefined && (
              <button type="button" className="button button-small button-secondary" onClick={props.onRemoveChinese} data-testid={`studio-remove-${props.chinesePath}`}>
                {t("remove")}
              </button>
            )}
          </div>
          {chinese === undefined ? (
            <div className="note">
              <p>{t("noChinese")}</p>
              <button type="button" className="button button-secondary" onClick={props.onAddChinese} data-testid={`studio-add-chinese-${props.englishPath}`}>
                {t("addChinese")}
              </button>
            </div>
          ) : (
            <MarkdownPane path={props.chinesePath} text={chinese} onChange={props.onChange} />
          )}
        </div>
      </div>
    </div>
  );
}

function MarkdownPane({ path, text, onChange }: { path: string; text: string; onChange: Change }) {
  const t = useTranslations("studioEditor");
  const deferred = useDeferredValue(text);
  const html = useMemo(() => renderMarkdown(deferred), [deferred]);
  return (
    <>
      <textarea
        data-testid={`studio-file-${path}`}
        aria-label={path}
        value={text}
        onChange={(e) => onChange(path, e.target.value)}
        rows={14}
        spellCheck={false}
      />
      <div className="statement" role="region" aria-label={t("preview", { path })} data-testid={`studio-preview-${path}`} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
