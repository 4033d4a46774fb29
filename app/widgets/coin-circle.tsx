"use client";
// Widget: circles of coins (POJ 2484), each with its outcome by search, and for each first move
// the second player's mirror reply drawn on the circle (the coins opposite the first move's) and on
// the row it leaves (● a coin, ○ a coin the reply takes).
import { useTranslations } from "next-intl";
import type { CoinCircleFirstMove, CoinCircleRow, WidgetSpecOf } from "@/lib/learn/widgets";
import { useWidget } from "./use-widget";
import { ArgField, ComputeError, WidgetFrame } from "./widget-frame";
import styles from "./widgets.module.css";

type Spec = WidgetSpecOf<"coin-circle">;

export function CoinCircleWidget({ spec: initial }: { spec: Spec }) {
  const { spec, args, set, inputError, computed } = useWidget(initial);
  const t = useTranslations("widgets.coinCircle");
  return (
    <WidgetFrame
      widget="coin-circle"
      caption={<>{t("caption", { from: spec.from, to: spec.to })}</>}
      controls={
        <>
          <ArgField label={t("from")} name="from" value={args.from ?? ""} onChange={set} />
          <ArgField label={t("to")} name="to" value={args.to ?? ""} onChange={set} />
        </>
      }
      inputError={inputError}
    >
      {computed.ok ? <Table rows={computed.data} /> : <ComputeError message={computed.error} />}
    </WidgetFrame>
  );
}

/** The circle drawn with coin 0 at the top: the first move's coins dashed, the reply's hollow. */
function CirclePicture({ n, move }: { n: number; move: CoinCircleFirstMove }) {
  const size = 56;
  const centre = size / 2;
  const radius = size / 2 - 6;
  const coin = Math.min(5, (Math.PI * radius) / n);
  const first = new Set(move.firstCoins);
  const reply = new Set(move.replyCoins);
  return (
    <svg className={styles.coinCircle} width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" data-testid="coin-circle-picture">
      {Array.from({ length: n }, (_, i) => {
        const angle = (2 * Math.PI * i) / n - Math.PI / 2;
        const kind = first.has(i) ? styles.coinFirst : reply.has(i) ? styles.coinReply : styles.coinLeft;
        return <circle key={i} className={kind} cx={centre + radius * Math.cos(angle)} cy={centre + radius * Math.sin(angle)} r={coin} data-coin={i} />;
      })}
    </svg>
  );
}

/** The row left by the first move, the reply's coins hollow. */
function rowPicture(move: CoinCircleFirstMove): string {
  if (!move.reply) return "";
  const { half, take } = move.reply;
  return "●".repeat(half) + "○".repeat(take) + "●".repeat(half);
}

function Table({ rows }: { rows: CoinCircleRow[] }) {
  const t = useTranslations("widgets.coinCircle");
  const disagreements = rows.filter((r) => r.outcome !== r.theory).length;
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="coin-circle">
          <thead>
            <tr>
              <th scope="col">{t("n")}</th>
              <th scope="col">{t("outcome")}</th>
              <th scope="col">{t("firstMove")}</th>
              <th scope="col">{t("reply")}</th>
              <th scope="col">{t("after")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.flatMap((r) =>
              r.moves.map((m, i) => (
                <tr key={`${r.n}-${m.take}`} className={r.outcome !== r.theory ? styles.disagree : undefined} data-testid="coin-circle-row" data-n={r.n} data-outcome={r.outcome}>
                  {i === 0 ? (
                    <>
                      <th scope="row" rowSpan={r.moves.length}>
                        {r.n}
                      </th>
                      <td rowSpan={r.moves.length} className={r.outcome === "P" ? styles.cellP : styles.cellN}>
                        {r.outcome}
                        {r.outcome !== r.theory ? ` ${t("wrong")}` : ""}
                      </td>
                    </>
                  ) : null}
                  <td>{m.reply ? t("take", { take: m.take, row: m.row }) : t("takeAll", { take: m.take })}</td>
                  <td>
                    {m.reply ? (
                      <>
                        <CirclePicture n={r.n} move={m} />
                        <span className={styles.mono} aria-hidden="true">
                          {rowPicture(m)}
                        </span>{" "}
                        {t("middle", { take: m.reply.take, half: m.reply.half })}
                      </>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className={m.after === "P" ? styles.cellP : styles.cellN}>{m.reply ? t(m.after === "P" ? "afterP" : "afterN") : t("afterEmpty")}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
      <p className={styles.summary}>{t("legend")}</p>
      <p className={styles.summary} data-testid="coin-circle-summary">
        {disagreements === 0 ? t("agree") : t("disagree", { count: disagreements })}
      </p>
    </>
  );
}
