"use client";

// The conjecture workbench: the editor, the bound and parameters, the Check button, the result.
// The check runs in a Web Worker (ConjectureRunner); the code is kept in localStorage per problem.
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { learnGame, type LearnGameId, type LearnParamValues } from "@/lib/learn";
import { conjectureStarter, parseIntList, validateSettings, type ConjectureResult } from "@/lib/learn/conjecture";
import { ConjectureRunner } from "./conjecture-runner";
import { ConjectureResultView } from "./conjecture-result-view";
import { SettingsForm, initialSettingsText, type SettingsText } from "./settings-form";
import styles from "./conjecture.module.css";

function EditorLoading() {
  const t = useTranslations("conjecture");
  return (
    <div className={`editor-frame editor-loading ${styles.editor}`} data-testid="editor-loading">
      {t("loadingEditor")}
    </div>
  );
}

const CodeEditor = dynamic(() => import("../code-editor"), { ssr: false, loading: () => <EditorLoading /> });

const storageKey = (slug: string) => `nimbus:conjecture:${slug}`;
// The conjecture editor offers no Node APIs: the function runs in the browser, not in the judge.
const NO_EXTRA_LIBS: [] = [];

export function ConjectureWorkbench({ slug, gameId }: { slug: string; gameId: LearnGameId }) {
  const game = learnGame(gameId)!;
  const t = useTranslations("conjecture");
  const starter = conjectureStarter(game);
  const [initial, setInitial] = useState<string | null>(null);
  const [source, setSource] = useState("");
  const [settings, setSettings] = useState<SettingsText>(() => initialSettingsText(game));
  const [result, setResult] = useState<ConjectureResult | null>(null);
  const [checking, setChecking] = useState(false);
  const runner = useRef<ConjectureRunner | null>(null);

  useEffect(() => {
    const current = new ConjectureRunner();
    runner.current = current;
    current.warmUp();
    return () => current.dispose();
  }, []);

  useEffect(() => {
    let saved: string | null = null;
    try {
      saved = window.localStorage.getItem(storageKey(slug));
    } catch {
      // Storage may be unavailable (private mode); the starter is used instead.
    }
    const value = saved ?? starter;
    setInitial(value);
    setSource(value);
  }, [slug, starter]);

  const onChange = useCallback(
    (value: string) => {
      setSource(value);
      try {
        window.localStorage.setItem(storageKey(slug), value);
      } catch {
        // Ignore: keeping a local copy is a convenience.
      }
    },
    [slug],
  );

  const check = async () => {
    const bound = Number(settings.bound);
    const params: LearnParamValues = {};
    for (const p of game.params) {
      const text = settings.params[p.name] ?? "";
      params[p.name] = p.kind === "int" ? Number(text) : (parseIntList(text) ?? []);
    }
    // Wrong settings are answered here, without a round trip to the worker.
    const valid = validateSettings(game, bound, params);
    if (!valid.ok) {
      setResult({ status: "invalid-request", message: valid.message });
      return;
    }
    setChecking(true);
    setResult(null);
    try {
      setResult(await runner.current!.check({ gameId, source, bound, params: valid.params }));
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className={styles.workbench}>
      <section className={styles.editorColumn} aria-label={t("editorRegion")}>
        {initial === null ? (
          <div className={`editor-frame editor-loading ${styles.editor}`}>{t("loadingEditor")}</div>
        ) : (
          <CodeEditor
            initialValue={initial}
            onChange={onChange}
            modelUri="file:///conjecture.ts"
            extraLibs={NO_EXTRA_LIBS}
            className={`editor-frame ${styles.editor}`}
            ariaLabel={t("editorLabel")}
          />
        )}
        <div className="toolbar">
          <span className="muted">{t("runsHere")}</span>
          <span className="spacer" />
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              if (!window.confirm(t("resetConfirm"))) return;
              window.nimbusEditor?.setValue(starter);
            }}
          >
            {t("reset")}
          </button>
          <button
            type="button"
            className="button"
            data-testid="conjecture-check"
            disabled={checking || initial === null}
            onClick={() => void check()}
          >
            {checking ? t("checking") : t("check")}
          </button>
        </div>
      </section>
      <section className={styles.sideColumn} aria-label={t("sideRegion")}>
        <SettingsForm game={game} value={settings} onChange={setSettings} />
        {checking && (
          <p className="muted" data-testid="conjecture-checking">
            {t("checkingUpTo", { bound: settings.bound })}
          </p>
        )}
        {result && <ConjectureResultView result={result} />}
      </section>
    </div>
  );
}
