"use client";
// Widget: small positions of Moore's Nim_k, the ones in each bit column of their piles and their
// outcome by the rules; rows where "P iff every column is a multiple of k+1" fails are marked.
import { useTranslations } from "next-intl";
import type { MooreTable, WidgetSpecOf } from "@/lib/learn/widgets";
import { RuleCheckTable } from "./rule-check-table";
import { useWidget } from "./use-widget";
import { ArgField, ComputeError, WidgetFrame } from "./widget-frame";

type Spec = WidgetSpecOf<"moore-table">;

export function MooreTableWidget({ spec: initial }: { spec: Spec }) {
  const { spec, args, set, inputError, computed } = useWidget(initial);
  const t = useTranslations("widgets.mooreTable");
  return (
    <WidgetFrame
      widget="moore-table"
      caption={<>{t("caption", { k: spec.k, count: spec.count, max: spec.max, only: spec.only ?? "all" })}</>}
      controls={
        <>
          <ArgField label={t("kField")} name="k" value={args.k ?? ""} onChange={set} />
          <ArgField label={t("pilesField")} name="count" value={args.count ?? ""} onChange={set} />
          <ArgField label={t("largestField")} name="max" value={args.max ?? ""} onChange={set} />
          <ArgField label={t("onlyField")} name="only" value={args.only ?? ""} width={2} onChange={set} />
        </>
      }
      inputError={inputError}
    >
      {computed.ok ? <Table table={computed.data} /> : <ComputeError message={computed.error} />}
    </WidgetFrame>
  );
}

function Table({ table }: { table: MooreTable }) {
  const t = useTranslations("widgets.mooreTable");
  // Moore's rule: P exactly when every bit column holds a multiple of k + 1 ones.
  const modulus = table.k + 1;
  const rows = table.rows.map((r) => ({ position: r.position, quantity: r.columns.join(" "), outcome: r.outcome, wrong: r.columns.every((c) => c % modulus === 0) !== (r.outcome === "P") }));
  const disagreements = rows.filter((r) => r.wrong).length;
  return (
    <RuleCheckTable
      name="moore"
      width={table.width}
      rows={rows}
      words={{
        piles: t("piles"),
        binary: t("binary"),
        quantity: t("columns"),
        outcome: t("outcome"),
        wrong: t("wrong"),
        shown: t("shown", { shown: table.rows.length, searched: table.searched }),
        verdict: disagreements === 0 ? t("agree", { modulus }) : t("disagree", { count: disagreements, modulus }),
      }}
    />
  );
}
