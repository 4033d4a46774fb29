"use client";

// The Monaco editor, bundled locally (no CDN). Loaded only in the browser through
// next/dynamic with ssr: false (see workspace-client.tsx).
import * as monaco from "monaco-editor";
import { useEffect, useRef } from "react";
import { editorTheme, onThemeChange } from "@/app/theme/effective-theme";
import { NODE_TYPINGS } from "./node-typings";

declare global {
  interface Window {
    /** Exposed for end-to-end tests and debugging. */
    monaco?: typeof monaco;
    nimbusEditor?: monaco.editor.IStandaloneCodeEditor;
  }
}

self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === "typescript" || label === "javascript") {
      return new Worker(new URL("monaco-editor/language/typescript/ts.worker", import.meta.url), { type: "module" });
    }
    return new Worker(new URL("monaco-editor/editor/editor.worker", import.meta.url), { type: "module" });
  },
};

/** A declaration file for the editor's TypeScript service. */
export interface ExtraLib {
  content: string;
  filePath: string;
}

/** The solution editor's declarations: the Node APIs that read stdin and write stdout. */
export const NODE_EXTRA_LIBS: readonly ExtraLib[] = [
  { content: NODE_TYPINGS, filePath: "file:///node_modules/@types/nimbus-node/index.d.ts" },
];

/** Where the editor wraps long lines: the phone layout's breakpoint (app/globals.css). */
const NARROW_SCREEN = "(max-width: 640px)";

let languageConfigured = false;
function configureTypeScript(): void {
  if (languageConfigured) return;
  languageConfigured = true;
  const ts = monaco.typescript;
  ts.typescriptDefaults.setCompilerOptions({
    target: ts.ScriptTarget.ES2020,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.NodeJs,
    strict: true,
    noEmit: true,
    allowNonTsExtensions: true,
    esModuleInterop: true,
  });
}

export default function CodeEditor({
  initialValue,
  onChange,
  modelUri = "file:///solution.ts",
  extraLibs = NODE_EXTRA_LIBS,
  className = "editor-frame",
  ariaLabel = "Code editor",
  onMount,
  onSubmitShortcut,
  onRunShortcut,
}: {
  initialValue: string;
  onChange: (value: string) => void;
  /** The model's file name (one editor per page; each kind of editor its own file). */
  modelUri?: string;
  /** The declarations the TypeScript service sees (global to Monaco: set when this editor mounts). */
  extraLibs?: readonly ExtraLib[];
  className?: string;
  ariaLabel?: string;
  /** Called with the editor once it exists (the studio keeps one editor per file). */
  onMount?: (editor: monaco.editor.IStandaloneCodeEditor) => void;
  /** Ctrl+Enter (Cmd+Enter on macOS) in the editor. */
  onSubmitShortcut?: () => void;
  /** Ctrl+' (Cmd+' on macOS) in the editor. */
  onRunShortcut?: () => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The latest callbacks: the editor's actions are registered once, at mount.
  const shortcutsRef = useRef({ onSubmitShortcut, onRunShortcut });
  shortcutsRef.current = { onSubmitShortcut, onRunShortcut };

  useEffect(() => {
    if (!host.current) return;
    configureTypeScript();
    monaco.typescript.typescriptDefaults.setExtraLibs([...extraLibs]);
    const uri = monaco.Uri.parse(modelUri);
    monaco.editor.getModel(uri)?.dispose();
    const model = monaco.editor.createModel(initialValue, "typescript", uri);
    const narrowScreen = window.matchMedia(NARROW_SCREEN);
    const editor = monaco.editor.create(host.current, {
      model,
      automaticLayout: true,
      minimap: { enabled: false },
      fontSize: 14,
      tabSize: 2,
      scrollBeyondLastLine: false,
      ariaLabel,
      theme: editorTheme(),
      wordWrap: narrowScreen.matches ? "on" : "off",
    });
    // On a phone a long line wraps instead of running off the screen (the page cannot scroll sideways).
    const followWidth = (event: MediaQueryListEvent) => editor.updateOptions({ wordWrap: event.matches ? "on" : "off" });
    narrowScreen.addEventListener("change", followWidth);
    // Monaco's theme is global to the page: every editor follows the site's light or dark theme.
    const stopFollowingTheme = onThemeChange((theme) => monaco.editor.setTheme(editorTheme(theme)));
    const subscription = model.onDidChangeContent(() => onChangeRef.current(model.getValue()));
    // Actions rather than addCommand: an action's keybinding belongs to its own editor, so the
    // page's other editors (the studio has several) do not take each other's shortcuts.
    const actions = [
      onSubmitShortcut &&
        editor.addAction({
          id: "nimbus.submit",
          label: "Submit",
          keybindings: [monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter],
          run: () => shortcutsRef.current.onSubmitShortcut?.(),
        }),
      onRunShortcut &&
        editor.addAction({
          id: "nimbus.run",
          label: "Run",
          keybindings: [monaco.KeyMod.CtrlCmd | monaco.KeyCode.Quote],
          run: () => shortcutsRef.current.onRunShortcut?.(),
        }),
    ];
    window.monaco = monaco;
    window.nimbusEditor = editor;
    onMount?.(editor);
    host.current.dataset.ready = "true";
    return () => {
      subscription.dispose();
      narrowScreen.removeEventListener("change", followWidth);
      for (const action of actions) action?.dispose();
      stopFollowingTheme();
      editor.dispose();
      model.dispose();
      if (window.nimbusEditor === editor) window.nimbusEditor = undefined;
    };
    // The editor owns its content after mounting; initialValue and the other props only seed it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <div ref={host} className={className} data-testid="code-editor" />;
}
