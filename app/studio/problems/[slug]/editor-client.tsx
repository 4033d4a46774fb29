"use client";

// The draft editor: every file of the package on one page (problem.ts and the programs in
// Monaco, the statement and editorial in English and Chinese side by side with live previews,
// samples and invalid inputs in text areas), with Save draft, a link to the package check,
// Publish and Unpublish. Leaving with unsaved edits asks first (leave-warning.ts).
import type * as Monaco from "monaco-editor";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useDeferredValue, useEffect, useMemo, useState, useTransition } from "react";
import { renderMarkdown } from "@/lib/markdown/render-markdown";
import { isPackagePath, PACKAGE_PATHS, REQUIRED_FILES, sortPackagePaths } from "@/lib/problem-package/format";
import { chineseSkeleton } from "@/lib/studio/chinese-skeleton";
import type { LastCheckStatus } from "@/lib/studio/last-check";
import { translateStudioRefusal } from "../../translate-studio-refusal";
import { publishAction, saveDraftAction, unpublishAction } from "../../actions";
import { useLeaveWarning } from "../../leave-warning";
import { MarkdownPair } from "./markdown-pair";

declare global {
  interface Window {
    /** The studio's Monaco editors by package path (for end-to-end tests). */
    nimbusEditors?: Record<string, Monaco.editor.IStandaloneCodeEditor>;
  }
}

const CodeEditor = dynamic(() => import("@/app/problems/[slug]/code-editor"), {
  ssr: false,
  loading: () => <EditorLoading />,
});

function EditorLoading() {
  return <div className="editor-loading">{useTranslations("studioEditor")("loadingEditor")}</div>;
}

const REQUIRED: readonly string[] = REQUIRED_FILES;
// The files one adds by path (names are not words to translate); angle brackets would be ICU tags in a message.
const ADDABLE_FORMATS = "data/sample/NN.in|.ans, data/invalid/<name>, solutions/<verdict>/<name>.ts, checker.ts";
const ZH_FILES: readonly string[] = [PACKAGE_PATHS.statementZh, PACKAGE_PATHS.editorialZh];

export function ProblemEditor(props: {
  slug: string;
  title: string;
  published: boolean;
  testDataVersion: number;
  lastCheck: LastCheckStatus | null;
  initialFiles: Record<string, string>;
}) {
  const { slug } = props;
  const t = useTranslations("studioEditor");
  const tStudio = useTranslations("studio");
  const tAll = useTranslations();
  const router = useRouter();
  const [files, setFiles] = useState(props.initialFiles);
  const [published, setPublished] = useState(props.published);
  const [dirty, setDirty] = useState(false);
  const [saved, setSaved] = useState(false);
  const [message, setMessage] = useState<{ kind: "error" | "info"; text: string } | null>(null);
  const [newPath, setNewPath] = useState("");
  const [pending, startTransition] = useTransition();

  const setFile = useCallback((path: string, text: string) => {
    setFiles((current) => (current[path] === text ? current : { ...current, [path]: text }));
    setDirty(true);
    setSaved(false);
  }, []);

  const paths = useMemo(() => sortPackagePaths(Object.keys(files)).filter((p) => !ZH_FILES.includes(p)), [files]);
  useLeaveWarning(dirty, t("leaveWarning"));

  // Both Chinese files at once: the package format takes them together.
  const addChinese = useCallback(() => {
    setFiles((current) => ({
      ...current,
      [PACKAGE_PATHS.statementZh]: current[PACKAGE_PATHS.statementZh] ?? chineseSkeleton(current[PACKAGE_PATHS.statement] ?? "", "statement"),
      [PACKAGE_PATHS.editorialZh]: current[PACKAGE_PATHS.editorialZh] ?? chineseSkeleton(current[PACKAGE_PATHS.editorial] ?? "", "editorial"),
    }));
    setDirty(true);
    setSaved(false);
  }, []);

  function save() {
    setMessage(null);
    startTransition(async () => {
      const result = await saveDraftAction({ slug, files });
      if (result.ok) {
        setDirty(false);
        setSaved(true);
        // The last check's status is the server's to say: changed files make it "outdated".
        router.refresh();
      } else setMessage({ kind: "error", text: translateStudioRefusal(result, tAll) });
    });
  }

  function publish() {
    setMessage(null);
    if (dirty) {
      setMessage({ kind: "error", text: t("saveBeforePublish") });
      return;
    }
    startTransition(async () => {
      const result = await publishAction({ slug });
      if (result.ok) {
        setPublished(true);
        setMessage({ kind: "info", text: t("published", { version: "testDataVersion" in result ? result.testDataVersion : "" }) });
        router.refresh();
      } else if ("missingLanguages" in result && result.missingLanguages) setMessage({ kind: "error", text: t("missingChinese") });
      else setMessage({ kind: "error", text: translateStudioRefusal(result, tAll) });
    });
  }

  function unpublish() {
    setMessage(null);
    startTransition(async () => {
      const result = await unpublishAction({ slug });
      if (result.ok) {
        setPublished(false);
        setMessage({ kind: "info", text: t("unpublished") });
        router.refresh();
      } else setMessage({ kind: "error", text: translateStudioRefusal(result, tAll) });
    });
  }

  function addFile(event: React.FormEvent) {
    event.preventDefault();
    const path = newPath.trim();
    if (!isPackagePath(path)) {
      setMessage({ kind: "error", text: t("notPackagePath", { path: path || t("empty"), formats: ADDABLE_FORMATS }) });
      return;
    }
    if (files[path] !== undefined) {
      setMessage({ kind: "error", text: t("alreadyThere", { path }) });
      return;
    }
    setMessage(null);
    setFile(path, "");
    setNewPath("");
  }

  function removeFiles(...remove: string[]) {
    setFiles((current) => Object.fromEntries(Object.entries(current).filter(([p]) => !remove.includes(p))));
    setDirty(true);
    setSaved(false);
  }

  return (
    <section className="studio-editor" data-testid="studio-editor">
      <h1>{props.title}</h1>
      <div className="toolbar panel" style={{ position: "sticky", top: 0, zIndex: 5 }}>
        <span>
          {t("status")} <strong data-testid="studio-status">{published ? tStudio("published") : tStudio("draft")}</strong>
        </span>
        <span className="muted" data-testid="studio-last-check" data-status={props.lastCheck ?? "never"}>
          {t("lastCheck", { status: props.lastCheck ? tStudio(`checkStatus.${props.lastCheck}`) : tStudio("never") })}
        </span>
        <button type="button" className="button" data-testid="studio-save" onClick={save} disabled={pending}>
          {t("save")}
        </button>
        {saved && !dirty && (
          <span data-testid="studio-saved" className="status-solved">
            {t("saved")}
          </span>
        )}
        {dirty && <span className="muted">{t("unsaved")}</span>}
        <Link className="button button-secondary" href={`/studio/problems/${slug}/check`} data-testid="studio-check-link">
          {t("check")}
        </Link>
        {/* A download (the route answers with a zip), not a page: a plain link. */}
        <a className="button button-secondary" href={`/api/studio/problems/${slug}/export`} data-testid="studio-export" download>
          {t("export")}
        </a>
        <button type="button" className="button" data-testid="studio-publish" onClick={publish} disabled={pending}>
          {published ? t("publishAgain") : t("publish")}
        </button>
        {published && (
          <button type="button" className="button button-secondary" data-testid="studio-unpublish" onClick={unpublish} disabled={pending}>
            {t("unpublish")}
          </button>
        )}
        {published && <Link href={`/problems/${slug}`}>{t("openPublic")}</Link>}
      </div>
      {message && (
        <p className={message.kind === "error" ? "alert" : "note"} role={message.kind === "error" ? "alert" : "status"} data-testid={message.kind === "error" ? "studio-error" : "studio-message"}>
          {message.text}
        </p>
      )}
      <p className="muted">{t("about", { version: props.testDataVersion })}</p>
      {paths.map((path) =>
        path === PACKAGE_PATHS.statement || path === PACKAGE_PATHS.editorial ? (
          <MarkdownPair
            key={path}
            heading={path === PACKAGE_PATHS.statement ? t("statementPair") : t("editorialPair")}
            englishPath={path}
            chinesePath={path === PACKAGE_PATHS.statement ? PACKAGE_PATHS.statementZh : PACKAGE_PATHS.editorialZh}
            files={files}
            onChange={setFile}
            onAddChinese={addChinese}
            onRemoveChinese={() => removeFiles(...ZH_FILES)}
          />
        ) : (
          <FileSection key={path} slug={slug} path={path} text={files[path] ?? ""} onChange={setFile} onRemove={REQUIRED.includes(path) ? undefined : removeFiles} />
        ),
      )}
      <form className="toolbar panel" onSubmit={addFile}>
        <label>
          {t("addFile")}{" "}
          <input data-testid="studio-add-path" value={newPath} onChange={(e) => setNewPath(e.target.value)} placeholder="data/sample/02.in" size={40} />
        </label>
        <button type="submit" className="button button-secondary" data-testid="studio-add-file">
          {t("add")}
        </button>
      </form>
    </section>
  );
}

function FileSection({
  slug,
  path,
  text,
  onChange,
  onRemove,
}: {
  slug: string;
  path: string;
  text: string;
  onChange: (path: string, text: string) => void;
  onRemove?: (path: string) => void;
}) {
  const t = useTranslations("studioEditor");
  return (
    <div className="panel" data-testid={`studio-section-${path}`} style={{ marginBottom: "1rem" }}>
      <div className="toolbar">
        <h3 style={{ margin: 0, fontFamily: "var(--mono)" }}>{path}</h3>
        {onRemove && (
          <button type="button" className="button button-small button-secondary" onClick={() => onRemove(path)} data-testid={`studio-remove-${path}`}>
            {t("remove")}
          </button>
        )}
      </div>
      {path.endsWith(".ts") ? (
        <TsFile slug={slug} path={path} text={text} onChange={onChange} />
      ) : path.endsWith(".md") ? (
        <MarkdownFile path={path} text={text} onChange={onChange} />
      ) : (
        <textarea
          data-testid={`studio-file-${path}`}
          aria-label={path}
          value={text}
          onChange={(e) => onChange(path, e.target.value)}
          rows={Math.min(12, Math.max(3, text.split("\n").length))}
          style={{ width: "100%", fontFamily: "var(--mono)" }}
          spellCheck={false}
        />
      )}
    </div>
  );
}

function TsFile({ slug, path, text, onChange }: { slug: string; path: string; text: string; onChange: (path: string, text: string) => void }) {
  // Registered for tests and removed when the file leaves the page.
  useEffect(() => () => void delete window.nimbusEditors?.[path], [path]);
  return (
    <div data-testid={`studio-file-${path}`}>
      <CodeEditor
        initialValue={text}
        onChange={(value) => onChange(path, value)}
        modelUri={`file:///studio/${slug}/${path}`}
        ariaLabel={path}
        onMount={(editor) => {
          window.nimbusEditors ??= {};
          window.nimbusEditors[path] = editor;
        }}
      />
    </div>
  );
}

function MarkdownFile({ path, text, onChange }: { path: string; text: string; onChange: (path: string, text: string) => void }) {
  const deferred = useDeferredValue(text);
  const html = useMemo(() => renderMarkdown(deferred), [deferred]);
  return (
    <div className="problem-layout">
      <textarea
        data-testid={`studio-file-${path}`}
        aria-label={path}
        value={text}
        onChange={(e) => onChange(path, e.target.value)}
        rows={18}
        style={{ width: "100%", fontFamily: "var(--mono)" }}
        spellCheck={false}
      />
      <div className="statement" data-testid={`studio-preview-${path}`} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
