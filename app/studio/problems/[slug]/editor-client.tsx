"use client";

// The draft editor: every file of the package on one page (problem.ts and the programs in
// Monaco, the markdown with a live preview, samples and invalid inputs in text areas), with
// Save draft, a link to the package check, Publish and Unpublish.
import type * as Monaco from "monaco-editor";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useDeferredValue, useEffect, useMemo, useState, useTransition } from "react";
import { renderMarkdown } from "@/lib/markdown/render-markdown";
import { isPackagePath, REQUIRED_FILES, sortPackagePaths } from "@/lib/studio/draft-files";
import { publishAction, saveDraftAction, unpublishAction } from "../../actions";

declare global {
  interface Window {
    /** The studio's Monaco editors by package path (for end-to-end tests). */
    nimbusEditors?: Record<string, Monaco.editor.IStandaloneCodeEditor>;
  }
}

const CodeEditor = dynamic(() => import("@/app/problems/[slug]/code-editor"), {
  ssr: false,
  loading: () => <div className="editor-loading">Loading the editor…</div>,
});

const REQUIRED: readonly string[] = REQUIRED_FILES;

export function ProblemEditor(props: {
  slug: string;
  title: string;
  published: boolean;
  testDataVersion: number;
  lastCheck: string | null;
  initialFiles: Record<string, string>;
}) {
  const { slug } = props;
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

  const paths = useMemo(() => sortPackagePaths(Object.keys(files)), [files]);

  function save() {
    setMessage(null);
    startTransition(async () => {
      const result = await saveDraftAction({ slug, files });
      if (result.ok) {
        setDirty(false);
        setSaved(true);
      } else setMessage({ kind: "error", text: result.error });
    });
  }

  function publish() {
    setMessage(null);
    if (dirty) {
      setMessage({ kind: "error", text: "Save the draft and check it before publishing: the unsaved changes are not checked." });
      return;
    }
    startTransition(async () => {
      const result = await publishAction({ slug });
      if (result.ok) {
        setPublished(true);
        setMessage({ kind: "info", text: "testDataVersion" in result ? `Published (test data version ${result.testDataVersion}).` : "Published." });
        router.refresh();
      } else setMessage({ kind: "error", text: result.error });
    });
  }

  function unpublish() {
    setMessage(null);
    startTransition(async () => {
      const result = await unpublishAction({ slug });
      if (result.ok) {
        setPublished(false);
        setMessage({ kind: "info", text: "Unpublished: students no longer see it; submissions are kept." });
        router.refresh();
      } else setMessage({ kind: "error", text: result.error });
    });
  }

  function addFile(event: React.FormEvent) {
    event.preventDefault();
    const path = newPath.trim();
    if (!isPackagePath(path)) {
      setMessage({ kind: "error", text: `${path || "(empty)"}: not a file of the package format (data/sample/NN.in|.ans, data/invalid/<name>, solutions/<verdict>/<name>.ts, checker.ts)` });
      return;
    }
    if (files[path] !== undefined) {
      setMessage({ kind: "error", text: `${path} is already in the draft.` });
      return;
    }
    setMessage(null);
    setFile(path, "");
    setNewPath("");
  }

  function removeFile(path: string) {
    setFiles((current) => Object.fromEntries(Object.entries(current).filter(([p]) => p !== path)));
    setDirty(true);
    setSaved(false);
  }

  return (
    <section className="studio-editor" data-testid="studio-editor">
      <h1>{props.title}</h1>
      <div className="toolbar panel" style={{ position: "sticky", top: 0, zIndex: 5 }}>
        <span>
          Status: <strong data-testid="studio-status">{published ? "published" : "draft"}</strong>
        </span>
        <span className="muted">last check: {props.lastCheck ?? "never"}</span>
        <button type="button" className="button" data-testid="studio-save" onClick={save} disabled={pending}>
          Save draft
        </button>
        {saved && !dirty && (
          <span data-testid="studio-saved" className="status-solved">
            Saved
          </span>
        )}
        {dirty && <span className="muted">unsaved changes</span>}
        <Link className="button button-secondary" href={`/studio/problems/${slug}/check`} data-testid="studio-check-link">
          Check
        </Link>
        {/* A download (the route answers with a zip), not a page: a plain link. */}
        <a className="button button-secondary" href={`/api/studio/problems/${slug}/export`} data-testid="studio-export" download>
          Export zip
        </a>
        <button type="button" className="button" data-testid="studio-publish" onClick={publish} disabled={pending}>
          {published ? "Publish again" : "Publish"}
        </button>
        {published && (
          <button type="button" className="button button-secondary" data-testid="studio-unpublish" onClick={unpublish} disabled={pending}>
            Unpublish
          </button>
        )}
        {published && <Link href={`/problems/${slug}`}>Open the public page</Link>}
      </div>
      {message && (
        <p className={message.kind === "error" ? "alert" : "note"} role={message.kind === "error" ? "alert" : "status"} data-testid={message.kind === "error" ? "studio-error" : "studio-message"}>
          {message.text}
        </p>
      )}
      <p className="muted">
        problem.ts is edited as the TypeScript file itself (the metadata object: title, source, limits, tags, difficulty, checker,
        tolerance, game, test plan). Test data version {props.testDataVersion}.
      </p>
      {paths.map((path) => (
        <FileSection key={path} slug={slug} path={path} text={files[path] ?? ""} onChange={setFile} onRemove={REQUIRED.includes(path) ? undefined : removeFile} />
      ))}
      <form className="toolbar panel" onSubmit={addFile}>
        <label>
          Add a file{" "}
          <input data-testid="studio-add-path" value={newPath} onChange={(e) => setNewPath(e.target.value)} placeholder="data/sample/02.in" size={40} />
        </label>
        <button type="submit" className="button button-secondary" data-testid="studio-add-file">
          Add
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
  return (
    <div className="panel" data-testid={`studio-section-${path}`} style={{ marginBottom: "1rem" }}>
      <div className="toolbar">
        <h3 style={{ margin: 0, fontFamily: "var(--mono)" }}>{path}</h3>
        {onRemove && (
          <button type="button" className="button button-small button-secondary" onClick={() => onRemove(path)} data-testid={`studio-remove-${path}`}>
            Remove
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
