// The frame every widget shares: a caption, the table, its controls and any error.
import type { ReactNode } from "react";
import styles from "./widgets.module.css";

export function WidgetFrame(props: {
  widget: string;
  caption: ReactNode;
  controls?: ReactNode;
  inputError?: string | null;
  children: ReactNode;
}) {
  return (
    <figure className={styles.widget} data-testid="widget" data-widget={props.widget}>
      <figcaption className={styles.caption}>{props.caption}</figcaption>
      <div className={styles.body}>{props.children}</div>
      {props.controls && (
        <div className={styles.controls} data-testid="widget-controls">
          {props.controls}
        </div>
      )}
      {props.inputError && (
        <p className={styles.inputError} role="status" data-testid="widget-input-error">
          {props.inputError}
        </p>
      )}
    </figure>
  );
}

/** One argument of the widget, as a small text box. */
export function ArgField(props: {
  label: string;
  name: string;
  value: string;
  /** Shown while the box is empty (an optional argument's automatic value). */
  placeholder?: string;
  width?: number;
  onChange(name: string, value: string): void;
}) {
  return (
    <label className={styles.field}>
      {props.label}{" "}
      <input
        type="text"
        name={props.name}
        defaultValue={props.value}
        placeholder={props.placeholder}
        size={props.width ?? 4}
        onChange={(e) => props.onChange(props.name, e.target.value)}
        data-testid={`widget-arg-${props.name}`}
      />
    </label>
  );
}

/** A computation that failed in the browser (the server refuses such directives earlier). */
export function ComputeError({ message }: { message: string }) {
  return (
    <p className={styles.inputError} role="alert">
      {message}
    </p>
  );
}
