"use client";
// Widget: small positions of Stone Game II, Σ (popcount − 1) of their piles and their outcome by
// the rules (ours, or the literal reading whose magic may empty a pile); rows where "N exactly
// when the sum is odd" fails are marked.
import { useTranslations } from "next-intl";
import type { SplitTable, WidgetSpecOf } from "@/lib/learn/widgets";
import { RuleCheckTable } from "./rule-check-table";
import { useWidget } from "./use-widget";
import { ArgField, ComputeError, WidgetFrame } from "./widget-frame";

type Spec = WidgetSpecOf<"split-table">;

export function SplitTableWidget({ spec: initial }: { spec: Spec }) {
  const { spec, args, set, inputError, computed } = useWidget(initial);
  const t = useTranslations("widgets.splitTable");
  return (
    <WidgetFrame
      widget="split-table"
      caption={<>{t("caption", { count: spec.count, max: spec.max, rules: spec.rules, only: spec.only ?? "all" })}</>}
      controls={
        <>
          <ArgField label={t("pilesField")} name="count" value={args.count ?? ""} onChange={set} />
          <ArgField label={t("largestField")} name="max" value={args.max ?? ""} onChange={set} />
          <ArgField label={t("rulesField")} name="rules" value={args.rules ?? ""} width={7} onChange={set} />
          <ArgField label={t("onlyField")} name="only" value={args.only ?? ""} width={2} onChange={set} />
        </>
      }
      inputError={inputError}
    >
      {computed.ok ? <Table table={computed.data} /> : <ComputeError message={computed.error} />}
    </WidgetFrame>
  );
}

function Table({ table }: { table: SplitTable }) {
  const t = useTranslations("widgets.splitTable");
  // The parity rule: N exactly when Σ (popcount − 1) is odd.
  const rows = table.rows.map((r) => ({ position: r.position, quantity: String(r.movesLeft), outcome: r.outcome, wrong: (r.movesLeft % 2 === 1) !== (r.outcome === "N") }));
  const disagreements = rows.filter((r) => r.wrong).length;
  return (
    <RuleCheckTable
      name="split"
      width={table.width}
      rows={rows}
      words={{
        piles: t("piles"),
        binary: t("binary"),
        quantity: t("movesLeft"),
        outcome: t("outcome"),
        wrong: t("wrong"),
        shown: t("shown", { shown: table.rows.length, searched: table.searched }),
        verdict: disagreements === 0 ? t("agree") : t("disagree", { count: disagreements }),
      }}
    />
  );
}
