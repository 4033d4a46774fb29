"use client";
// Widget 2: the P/N grid of a two-pile game (Wythoff, two-pile Nim, kiki's board).
import { GRID_AXES, type PnGrid, type WidgetSpecOf } from "@/lib/learn/widgets";
import { useWidget } from "./use-widget";
import { ArgField, ComputeError, WidgetFrame } from "./widget-frame";
import styles from "./widgets.module.css";

type Spec = WidgetSpecOf<"pn-grid">;

const TITLES: Record<Spec["game"], string> = {
  wythoff: "Wythoff's game",
  nim: "Nim with two piles",
  kiki: "kiki's game (the coin's distances to the bottom-left corner)",
};

export function PnGridWidget({ spec: initial }: { spec: Spec }) {
  const { spec, args, set, inputError, computed } = useWidget(initial);
  const axes = GRID_AXES[spec.game];
  return (
    <WidgetFrame
      widget="pn-grid"
      caption={
        <>
          P-positions of {TITLES[spec.game]}: rows {axes.rows} = 0..{spec.rows - 1}, columns {axes.cols} = 0..{spec.cols - 1}
        </>
      }
      controls={
        <>
          <ArgField label="rows" name="rows" value={args.rows ?? ""} onChange={set} />
          <ArgField label="columns" name="cols" value={args.cols ?? ""} onChange={set} />
        </>
      }
      inputError={inputError}
    >
      {computed.ok ? <GridTable grid={computed.data} /> : <ComputeError message={computed.error} />}
    </WidgetFrame>
  );
}

function GridTable({ grid }: { grid: PnGrid }) {
  const cols = grid.outcomes[0]?.length ?? 0;
  // Wythoff and Nim are symmetric: list each P-position once, smaller pile first.
  const listed = grid.game === "kiki" ? [] : pPositions(grid).filter(([a, b]) => a <= b);
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.grid} data-testid="pn-grid">
          <thead>
            <tr>
              <th scope="col" aria-label="row / column" />
              {Array.from({ length: cols }, (_, b) => (
                <th key={b} scope="col">
                  {b}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.outcomes.map((row, a) => (
              <tr key={a}>
                <th scope="row">{a}</th>
                {row.map((o, b) => (
                  <td
                    key={b}
                    className={o === "P" ? styles.cellP : styles.cellN}
                    data-testid="pn-grid-cell"
                    data-a={a}
                    data-b={b}
                    data-outcome={o}
                    title={`(${a}, ${b}): ${o}`}
                  >
                    {o}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {listed.length > 0 && (
        <p className={styles.summary} data-testid="p-positions">
          P-positions (smaller pile first): {listed.map(([a, b]) => `(${a}, ${b})`).join(", ")}
        </p>
      )}
    </>
  );
}

function pPositions(grid: PnGrid): [number, number][] {
  return grid.outcomes.flatMap((row, a) => row.flatMap((o, b): [number, number][] => (o === "P" ? [[a, b]] : [])));
}
