// A directive that does not parse or compute: a visible box naming the problem and the
// directive, never a crashed page. The package check refuses these before they are seeded.
import styles from "./widgets.module.css";

export function WidgetError(props: { problem: string; line: number; directive: string; message: string }) {
  return (
    <div className={styles.error} role="alert" data-testid="widget-error">
      <strong>Widget error</strong> in the editorial of <code>{props.problem}</code>, line {props.line}:{" "}
      <code>{props.directive || "(empty)"}</code>: {props.message}
    </div>
  );
}
