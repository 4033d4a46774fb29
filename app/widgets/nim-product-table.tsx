"use client";
// Widget 5: the nim-multiplication (or nim-addition) table, cells that differ from the ordinary
// product (sum) shaded: where the pitfall of multiplying the coordinates goes wrong.
import { useTranslations } from "next-intl";
import type { NimProductTable, WidgetSpecOf } from "@/lib/learn/widgets";
import { useWidget } from "./use-widget";
import { ArgField, ComputeError, WidgetFrame } from "./widget-frame";
import styles from "./widgets.module.css";

type Spec = WidgetSpecOf<"nim-product-table">;

export function NimProductTableWidget({ spec: initial }: { spec: Spec }) {
  const { spec, args, set, inputError, computed } = useWidget(initial);
  const t = useTranslations("widgets.nimProduct");
  return (
    <WidgetFrame
      widget="nim-product-table"
      caption={<>{t(spec.op === "product" ? "captionProduct" : "captionSum", { last: spec.size - 1 })}</>}
      controls={<ArgField label={t("size")} name="size" value={args.size ?? ""} onChange={set} />}
      inputError={inputError}
    >
      {computed.ok ? <ProductTable table={computed.data} /> : <ComputeError message={computed.error} />}
    </WidgetFrame>
  );
}

function ProductTable({ table }: { table: NimProductTable }) {
  const t = useTranslations("widgets.nimProduct");
  const ordinary = table.op === "product" ? (a: number, b: number) => a * b : (a: number, b: number) => a + b;
  const size = table.cells.length;
  const differing = table.cells.reduce((n, row, a) => n + row.filter((v, b) => v !== ordinary(a, b)).length, 0);
  const symbol = table.op === "product" ? "⊗" : "⊕";
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.grid} data-testid="nim-product-table">
          <thead>
            <tr>
              <th scope="col">{`a ${symbol} b`}</th>
              {Array.from({ length: size }, (_, b) => (
                <th key={b} scope="col">
                  {b}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.cells.map((row, a) => (
              <tr key={a}>
                <th scope="row">{a}</th>
                {row.map((v, b) => (
                  <td
                    key={b}
                    className={v !== ordinary(a, b) ? styles.nimDiffers : undefined}
                    data-testid="nim-product-cell"
                    data-a={a}
                    data-b={b}
                    data-value={v}
                    title={`${a} ${symbol} ${b} = ${v}`}
                  >
                    {v}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.summary} data-testid="nim-product-summary">
        {t(table.op === "product" ? "differsProduct" : "differsSum", { count: differing, total: size * size })}
      </p>
    </>
  );
}
