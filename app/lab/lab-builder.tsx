"use client";
// One row per pile: a subtraction set or a rule from the menu, and an optional size. Shown only
// once JavaScript runs (without it, the notation field does the same job).
import { LAB_LIMITS, LAB_RULE_NAMES, NEW_ROW, ruleLabel, type BuilderRow, type LabRuleName } from "@/lib/learn/lab";
import styles from "./lab.module.css";

const RULE_LABELS = Object.fromEntries(LAB_RULE_NAMES.map((rule) => [rule, rule === "bash" ? "take 1 to m" : ruleLabel({ kind: "rule", rule })])) as Record<
  LabRuleName,
  string
>;

/** Adding a pile makes a sum, where every pile needs a size: unsized piles get one to start from. */
export function LabBuilder({ rows, onChange }: { rows: BuilderRow[]; onChange: (rows: BuilderRow[]) => void }) {
  const update = (i: number, patch: Partial<BuilderRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className={styles.builder} data-testid="lab-builder">
      <legend>Piles</legend>
      {rows.map((row, i) => (
        <div key={i} className={styles.row} data-testid="lab-builder-row">
          <span className={styles.rowLabel}>Pile {i + 1}</span>
          <select aria-label={`Pile ${i + 1}: kind`} value={row.kind} onChange={(e) => update(i, { kind: e.target.value as BuilderRow["kind"] })}>
            <option value="set">subtraction set</option>
            <option value="rule">take-away rule</option>
          </select>
          {row.kind === "set" ? (
            <label>
              S =
              <input aria-label={`Pile ${i + 1}: set`} value={row.set} onChange={(e) => update(i, { set: e.target.value })} size={14} data-testid="lab-set-input" />
            </label>
          ) : (
            <>
              <select aria-label={`Pile ${i + 1}: rule`} value={row.rule} onChange={(e) => update(i, { rule: e.target.value as LabRuleName })}>
                {LAB_RULE_NAMES.map((r) => (
                  <option key={r} value={r}>
                    {RULE_LABELS[r]}
                  </option>
                ))}
              </select>
              {row.rule === "bash" && (
                <label>
                  m =
                  <input aria-label={`Pile ${i + 1}: m`} type="number" min={1} max={LAB_LIMITS.bashMax} value={row.m} onChange={(e) => update(i, { m: e.target.value })} />
                </label>
              )}
            </>
          )}
          <label>
            size
            <input aria-label={`Pile ${i + 1}: size`} type="number" min={0} value={row.size} placeholder={rows.length > 1 ? "needed" : "optional"} onChange={(e) => update(i, { size: e.target.value })} />
          </label>
          {rows.length > 1 && (
            <button type="button" className="button button-small button-secondary" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
              Remove
            </button>
          )}
        </div>
      ))}
      {rows.length < LAB_LIMITS.components && (
        <button type="button" className="button button-small button-secondary" onClick={() => onChange([...rows.map((r) => (r.size.trim() ? r : { ...r, size: "10" })), { ...NEW_ROW, size: "5" }])} data-testid="lab-add-pile">
          Add a pile (a sum)
        </button>
      )}
    </fieldset>
  );
}
