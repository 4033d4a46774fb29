"use client";
// Widget 5: a Green Hackenbush picture drawn as SVG (the ground line at the bottom, the winning
// cuts thick and red), its Grundy value by search and by the fusion principle, and the same in
// words for a screen reader (the SVG's title and description).
import { useLocale, useTranslations } from "next-intl";
import { joinSentences } from "@/lib/i18n/join-sentences";
import { useId } from "react";
import type { HackenbushPicture, WidgetSpecOf } from "@/lib/learn/widgets";
import { useWidget } from "./use-widget";
import { ArgField, ComputeError, WidgetFrame } from "./widget-frame";
import styles from "./widgets.module.css";

type Spec = WidgetSpecOf<"hackenbush">;

const WIDTH = 320;
const LEVEL = 56;
const MARGIN = 20;

export function HackenbushWidget({ spec: initial }: { spec: Spec }) {
  const { spec, args, set, inputError, computed } = useWidget(initial);
  const t = useTranslations("widgets.hackenbush");
  return (
    <WidgetFrame
      widget="hackenbush"
      caption={t("caption", { count: spec.edges.length, root: spec.root })}
      controls={
        <>
          <ArgField label={t("edgesField")} name="edges" value={args.edges ?? ""} width={28} onChange={set} />
          <ArgField label={t("rootField")} name="root" value={args.root ?? ""} onChange={set} />
        </>
      }
      inputError={inputError}
    >
      {computed.ok ? <Picture picture={computed.data} /> : <ComputeError message={computed.error} />}
    </WidgetFrame>
  );
}

function Picture({ picture }: { picture: HackenbushPicture }) {
  const t = useTranslations("widgets.hackenbush");
  const locale = useLocale();
  const height = LEVEL * picture.levels + 2 * MARGIN + (picture.edges.some((e) => e.from === e.to) ? LEVEL / 2 : 0);
  const ground = height - MARGIN;
  const place = new Map(picture.vertices.map((v) => [v.id, { x: MARGIN + v.x * (WIDTH - 2 * MARGIN), y: ground - v.level * LEVEL }]));
  const name = (e: { from: number; to: number }) => t("edge", { from: e.from, to: e.to });
  const winning = picture.edges.filter((e) => e.winning).map(name);
  const titleId = useId(); // several pictures on one page: each SVG names its own title
  return (
    <>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width={WIDTH}
        height={height}
        role="img"
        aria-labelledby={titleId}
        data-testid="hackenbush-picture"
        data-grundy={picture.grundy}
        data-predicted={picture.predicted}
      >
        <title id={titleId}>{`${t("alt", { root: picture.root, list: picture.edges.map(name).join(", ") })} ${t("value", { grundy: picture.grundy, predicted: picture.predicted })}`}</title>
        <line x1={0} y1={ground} x2={WIDTH} y2={ground} stroke="currentColor" strokeWidth={3} opacity={0.5} />
        {picture.edges.map((e, i) => {
          const a = place.get(e.from)!;
          const b = place.get(e.to)!;
          const stroke = e.winning ? "#c0392b" : "#2e7d32";
          const width = e.winning ? 4 : 2;
          const common = { stroke, strokeWidth: width, fill: "none", "data-testid": "hackenbush-edge", "data-winning": e.winning };
          if (e.from === e.to) {
            const r = 10 + 6 * e.parallelIndex;
            return <circle key={i} {...common} cx={a.x} cy={a.y - r} r={r} />;
          }
          // Parallel edges bow out on either side of the straight line between their ends.
          const bow = (e.parallelIndex - (e.parallelCount - 1) / 2) * 22;
          const [mx, my] = [(a.x + b.x) / 2, (a.y + b.y) / 2];
          const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
          const [nx, ny] = [-(b.y - a.y) / length, (b.x - a.x) / length];
          return <path key={i} {...common} d={`M ${a.x} ${a.y} Q ${mx + 2 * bow * nx} ${my + 2 * bow * ny} ${b.x} ${b.y}`} />;
        })}
        {picture.vertices.map((v) => {
          const at = place.get(v.id)!;
          return (
            <g key={v.id}>
              <circle cx={at.x} cy={at.y} r={4} fill="currentColor" />
              <text x={at.x + 6} y={at.y - 6} fontSize={11} fill="currentColor">
                {v.id}
              </text>
            </g>
          );
        })}
      </svg>
      <p className={styles.summary} data-testid="hackenbush-value">
        {joinSentences(locale, [t("value", { grundy: picture.grundy, predicted: picture.predicted }), winning.length > 0 ? t("winning", { list: winning.join(", ") }) : t("noWinning"), t("legend")])}
      </p>
    </>
  );
}
