"use client";

// The program in a plain text area, shown while Monaco (about 3.6 MB of script) is on its way:
// a reader can start typing as soon as the page is live. Everything typed here is the program
// (kept like Monaco's edits), and Monaco starts from it, with the caret where it was.
import { useTranslations } from "next-intl";

/** The caret's offset in the program, and whether the text area had the focus. */
export interface Caret {
  offset: number;
  focused: boolean;
}

export function PlainEditor({
  value,
  onChange,
  onCaret,
  onSubmitShortcut,
  onRunShortcut,
}: {
  value: string;
  onChange: (value: string) => void;
  onCaret: (caret: Caret) => void;
  /** Ctrl+Enter (Cmd+Enter on macOS), as in Monaco. */
  onSubmitShortcut: () => void;
  /** Ctrl+' (Cmd+' on macOS), as in Monaco. */
  onRunShortcut: () => void;
}) {
  const t = useTranslations("workspace");
  const caret = (element: HTMLTextAreaElement, focused: boolean) => onCaret({ offset: element.selectionStart, focused });
  return (
    <textarea
      className="editor-frame editor-plain"
      data-testid="plain-editor"
      aria-label={t("codeEditor")}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
        caret(event.target, true);
      }}
      onSelect={(event) => caret(event.currentTarget, true)}
      onFocus={(event) => caret(event.currentTarget, true)}
      onBlur={(event) => caret(event.currentTarget, false)}
      onKeyDown={(event) => {
        if (!(event.ctrlKey || event.metaKey)) return;
        if (event.key === "Enter") {
          event.preventDefault();
          onSubmitShortcut();
        } else if (event.key === "'") {
          event.preventDefault();
          onRunShortcut();
        }
      }}
    />
  );
}
