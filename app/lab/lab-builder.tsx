"use client";
// One row per pile: a subtraction set or a rule from the menu, and an optional size. Shown only
// once JavaScript runs (without it, the notation field does the same job). Each field says its
// limit beside it (LAB_LIMITS), in the reader's language.
import { useTranslations } from "next-intl";
import { LAB_LIMITS, LAB_RULE_NAMES, NEW_ROW, type BuilderRow, type LabRuleName } from "@/lib/learn/lab";
import styles from "./lab.module.css";
import { ruleText } from "./lab-text";

/** Adding a pile makes a sum, where every pile needs a size: unsized piles get one to start from. */
export function LabBuilder({ rows, onChange }: { rows: BuilderRow[]; onChange: (rows: BuilderRow[]) => void }) {
  const t = useTranslations("lab");
  const update = (i: number, patch: Partial<BuilderRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className={styles.builder} data-testid="lab-builder">
      <legend>{t("builder.legend")}</legend>
      {rows.map((row, i) => {
        const number = i + 1;
        const sizeMax = row.kind === "set" ? LAB_LIMITS.setSizeMax : LAB_LIMITS.ruleSizeMax;
        return (
          <div key={i} className={styles.row} data-testid="lab-builder-row">
            <span className={styles.rowLabel}>{t("builder.pile", { number })}</span>
            <select aria-label={t("builder.kind", { number })} value={row.kind} onChange={(e) => update(i, { kind: e.target.value as BuilderRow["kind"] })}>
              <option value="set">{t("builder.kindSet")}</option>
              <option value="rule">{t("builder.kindRule")}</option>
            </select>
            {row.kind === "set" ? (
              <label>
                S =
                <input aria-label={t("builder.set", { number })} value={row.set} onChange={(e) => update(i, { set: e.target.value })} size={14} data-testid="lab-set-input" />
                <small className={styles.limit} data-testid="lab-set-limit">
                  {t("builder.setLimit", { count: LAB_LIMITS.setElements, max: LAB_LIMITS.setElementMax })}
                </small>
              </label>
            ) : (
              <>
                <select aria-label={t("builder.ruleMenu", { number })} value={row.rule} onChange={(e) => update(i, { rule: e.target.value as LabRuleName })}>
                  {LAB_RULE_NAMES.map((r) => (
                    <option key={r} value={r}>
                      {ruleText(r, undefined, t)}
                    </option>
                  ))}
                </select>
                {row.rule === "bash" && (
                  <label>
                    m =
                    <input aria-label={t("builder.m", { number })} type="number" min={1} max={LAB_LIMITS.bashMax} value={row.m} onChange={(e) => update(i, { m: e.target.value })} />
                    <small className={styles.limit}>{t("builder.mLimit", { max: LAB_LIMITS.bashMax })}</small>
                  </label>
                )}
              </>
            )}
            <label>
              {t("builder.sizeLabel")}
              <input
                aria-label={t("builder.size", { number })}
                type="number"
                min={0}
                max={sizeMax}
                value={row.size}
                placeholder={rows.length > 1 ? t("builder.sizeNeeded") : t("builder.sizeOptional")}
                onChange={(e) => update(i, { size: e.target.value })}
              />
              <small className={styles.limit} data-testid="lab-size-limit">
                {t("builder.sizeLimit", { max: sizeMax })}
              </small>
            </label>
            {rows.length > 1 && (
              <button type="button" className="button button-small button-secondary" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                {t("builder.remove")}
              </button>
            )}
          </div>
        );
      })}
      {rows.length < LAB_LIMITS.components ? (
        <button
          type="button"
          className="button button-small button-secondary"
          onClick={() => onChange([...rows.map((r) => (r.size.trim() ? r : { ...r, size: "10" })), { ...NEW_ROW, size: "5" }])}
          data-testid="lab-add-pile"
        >
          {t("builder.addPile")}
        </button>
      ) : null}
      <small className={styles.limit}> {t("builder.addPileLimit", { max: LAB_LIMITS.components })}</small>
    </fieldset>
  );
}
