"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState, useTransition } from "react";
import type { RunView } from "@/lib/submissions/get-run";
import { formatKiB, runInputTooLarge, sourceTooLarge, type SizeRefusal } from "@/lib/submissions/size-limits";
import { translateRefusal } from "../../translate-refusal";
import { getRunResult, runSolution, submitSolution } from "./actions";
import type CodeEditorComponent from "./code-editor";
import { PlainEditor, type Caret } from "./plain-editor";
import { RunInputChooser, RunResult, type RunMode } from "./run-panel-client";
import { useShortcutLabels } from "./shortcut-labels";
import { STARTER_PROGRAM } from "./starter";

// Monaco is about 3.6 MB of script, loaded in the browser only, once the page has hydrated (its
// evaluation would otherwise hold hydration up on a busy machine): until it has arrived the
// program is edited in a plain text area (plain-editor.tsx), whose text and caret Monaco takes over.
const loadCodeEditor = () => import("./code-editor");
type CodeEditorType = typeof CodeEditorComponent;

function EditorLoading() {
  const t = useTranslations("workspace");
  return (
    <div className="editor-frame editor-loading" data-testid="editor-loading">
      {t("loadingEditor")}
    </div>
  );
}

const storageKey = (slug: string) => `nimbus:code:${slug}`;
const RUN_POLL_MS = 400;
const RUN_POLL_LIMIT_MS = 3 * 60_000;

/** The editor, the Run and Submit buttons. The code is kept in localStorage per problem. */
export function Workspace({ slug, signedIn }: { slug: string; signedIn: boolean }) {
  const router = useRouter();
  const t = useTranslations("workspace");
  const tAll = useTranslations();
  const [initial, setInitial] = useState<string | null>(null);
  const [source, setSource] = useState("");
  const [CodeEditor, setCodeEditor] = useState<CodeEditorType | null>(null);
  // Where the caret was in the plain text area if it had the focus: Monaco takes both over.
  const plainCaret = useRef<Caret | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const [runMode, setRunMode] = useState<RunMode>("samples");
  const [customInput, setCustomInput] = useState("");
  const [run, setRun] = useState<RunView | null>(null);
  const [running, setRunning] = useState(false);
  const [runError, setRunError] = useState<string | null>(null);
  const [runNeedsAccount, setRunNeedsAccount] = useState(false);
  const tLimits = useTranslations("editorLimits");
  const tooLargeMessage = (key: "sourceTooLarge" | "inputTooLarge", refusal: SizeRefusal) =>
    tLimits(key, { size: formatKiB(refusal.bytes), limit: formatKiB(refusal.limit) });
  const shortcuts = useShortcutLabels();
  const signInHref = `/signin?callbackUrl=${encodeURIComponent(`/problems/${slug}`)}`;

  useEffect(() => {
    let saved: string | null = null;
    try {
      saved = window.localStorage.getItem(storageKey(slug));
    } catch {
      // Storage may be unavailable (private mode); the starter program is used instead.
    }
    const value = saved ?? STARTER_PROGRAM;
    setInitial(value);
    setSource(value);
  }, [slug]);

  useEffect(() => {
    let mounted = true;
    loadCodeEditor().then(
      (module) => mounted && setCodeEditor(() => module.default),
      () => {
        // Monaco could not load (a network failure): the plain text area stays, and so does the code.
      },
    );
    return () => {
      mounted = false;
    };
  }, []);

  const onChange = useCallback(
    (value: string) => {
      setSource(value);
      setError(null);
      try {
        window.localStorage.setItem(storageKey(slug), value);
      } catch {
        // Ignore: keeping a local copy is a convenience.
      }
    },
    [slug],
  );

  const goToSignIn = useCallback(() => {
    router.push(signInHref);
  }, [router, signInHref]);

  const submit = () => {
    if (pending || initial === null) return;
    if (!signedIn) {
      goToSignIn();
      return;
    }
    // Too large a program is refused here, before sending: the server would refuse it too, and a
    // body past the server's own limit (1 MB) fails as a whole request, not with this message.
    const tooLarge = sourceTooLarge(source);
    if (tooLarge) {
      setError(tooLargeMessage("sourceTooLarge", tooLarge));
      return;
    }
    setError(null);
    startTransition(async () => {
      let result: Awaited<ReturnType<typeof submitSolution>>;
      try {
        result = await submitSolution({ slug, language: "typescript", source });
      } catch {
        // The request itself failed (the connection, the server): said here, the page and the code stay.
        setError(tLimits("notSent"));
        return;
      }
      if (result.ok) {
        router.push(`/submissions/${result.id}`);
      } else if ("signIn" in result && result.signIn) {
        goToSignIn();
      } else {
        setError(translateRefusal(result, tAll));
      }
    });
  };

  const runCode = async () => {
    if (running || initial === null) return;
    if (!signedIn) {
      // Said on the page rather than a sudden jump to the sign-in form: the code stays here.
      setRunNeedsAccount(true);
      return;
    }
    const input = runMode === "custom" ? customInput : null;
    const tooLarge = sourceTooLarge(source);
    const inputTooLarge = input === null ? null : runInputTooLarge(input);
    if (tooLarge || inputTooLarge) {
      setRunError(tooLarge ? tooLargeMessage("sourceTooLarge", tooLarge) : tooLargeMessage("inputTooLarge", inputTooLarge!));
      return;
    }
    setRunError(null);
    setRunning(true);
    try {
      const started = await runSolution({ slug, language: "typescript", source, input });
      if (!started.ok) {
        if ("signIn" in started && started.signIn) goToSignIn();
        else setRunError(translateRefusal(started, tAll));
        return;
      }
      const deadline = Date.now() + RUN_POLL_LIMIT_MS;
      while (Date.now() < deadline) {
        const polled = await getRunResult({ id: started.id });
        if (!polled.ok) {
          setRunError(translateRefusal(polled, tAll));
          return;
        }
        setRun(polled.run);
        if (polled.run.status === "done") return;
        await new Promise((resolve) => setTimeout(resolve, RUN_POLL_MS));
      }
      setRunError(t("runTooLong"));
    } catch {
      setRunError(t("runNotStarted"));
    } finally {
      setRunning(false);
    }
  };

  return (
    <section className="workspace" aria-label={t("solution")}>
      {initial === null ? (
        <EditorLoading />
      ) : CodeEditor === null ? (
        <PlainEditor value={source} onChange={onChange} onCaret={(caret) => (plainCaret.current = caret)} onSubmitShortcut={submit} onRunShortcut={() => void runCode()} />
      ) : (
        <CodeEditor
          initialValue={source}
          onChange={onChange}
          onSubmitShortcut={submit}
          onRunShortcut={() => void runCode()}
          onMount={(editor) => {
            const caret = plainCaret.current;
            if (!caret) return;
            editor.setPosition(editor.getModel()!.getPositionAt(caret.offset));
            if (caret.focused) editor.focus();
          }}
        />
      )}
      <p className="muted editor-keyboard-hint" data-testid="tab-focus-hint">
        {t.rich("tabFocusHint", { keys: () => <kbd className="shortcut">{shortcuts.tabFocus}</kbd> })}
      </p>
      <RunInputChooser mode={runMode} onMode={setRunMode} input={customInput} onInput={setCustomInput} />
      {runNeedsAccount && (
        <div className="alert" role="alert" data-testid="run-needs-account">
          {t.rich("runNeedsAccount", { link: (chunks) => <Link href={signInHref}>{chunks}</Link> })}
        </div>
      )}
      {runError && (
        <div className="alert" role="alert" data-testid="run-error">
          {runError}
        </div>
      )}
      {error && (
        <div className="alert" role="alert" data-testid="submit-error">
          {error}
        </div>
      )}
      <div className="toolbar">
        <span className="muted">
          {signedIn ? t("hintSignedIn") : t("hintSignedOut")}
        </span>
        <span className="spacer" />
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            if (!window.confirm(t("resetConfirm"))) return;
            if (window.nimbusEditor) window.nimbusEditor.setValue(STARTER_PROGRAM);
            else onChange(STARTER_PROGRAM);
          }}
        >
          {t("reset")}
        </button>
        <button
          type="button"
          className="button button-secondary"
          data-testid="run"
          disabled={running || initial === null}
          aria-keyshortcuts={shortcuts.runKeys}
          onClick={() => void runCode()}
        >
          {running ? t("running") : t("run")}
        </button>
        <kbd className="shortcut" data-testid="run-shortcut" aria-hidden="true">
          {shortcuts.run}
        </kbd>
        <button
          type="button"
          className="button"
          data-testid="submit"
          disabled={pending || initial === null}
          aria-keyshortcuts={shortcuts.submitKeys}
          onClick={submit}
        >
          {pending ? t("submitting") : t("submit")}
        </button>
        <kbd className="shortcut" data-testid="submit-shortcut" aria-hidden="true">
          {shortcuts.submit}
        </kbd>
      </div>
      {run && <RunResult run={run} />}
    </section>
  );
}
