"use client";

// Heaps of stones. Click a stone to take it and every stone after it; or pick a pile and a
// number. Wythoff adds "the same number from both", New Stone "keep some, move some to other
// piles". Every control proposes a position; only the rules' moves (isLegal) are enabled.
import { useState } from "react";
import type { LearnGameId } from "@/lib/learn";
import { redistribute, takeFrom, takeFromEach } from "@/lib/learn/play/boards/piles";
import styles from "./play.module.css";

export interface PilesBoardProps {
  gameId: LearnGameId;
  piles: number[];
  /** Is `piles` (in this board order) a legal move from the current position? */
  isLegal: (piles: number[]) => boolean;
  onMove: (piles: number[]) => void;
  /** False while it is not the student's turn. */
  active: boolean;
  /** The game is over: no move forms. */
  finished: boolean;
}

export function PilesBoard(props: PilesBoardProps) {
  const { piles, isLegal, onMove, active } = props;
  return (
    <div className={styles.piles}>
      {piles.map((count, i) => (
        <div key={i} className={styles.pile} data-testid={`pile-${i}`} data-count={count}>
          <span className={styles.pileLabel}>
            {piles.length > 1 ? `Pile ${i + 1}` : "Stones"}: <strong>{count}</strong>
          </span>
          <span className={styles.stones}>
            {Array.from({ length: count }, (_, j) => {
              const to = takeFrom(piles, i, j);
              const legal = active && isLegal(to);
              return (
                <button
                  key={j}
                  type="button"
                  className={styles.stone}
                  disabled={!legal}
                  data-testid={`stone-${i}-${j}`}
                  title={legal ? `Take ${count - j}, leaving ${j}` : undefined}
                  aria-label={`Pile ${i + 1}, stone ${j + 1}: take ${count - j}`}
                  onClick={() => onMove(to)}
                />
              );
            })}
          </span>
        </div>
      ))}
      {!props.finished && (
        <>
          <TakeForm {...props} />
          {props.gameId === "wythoff" && <TakeEachForm {...props} />}
          {/* Keyed by the position: the amounts typed for one move do not carry over to the next. */}
          {props.gameId === "new-stone" && <RedistributeForm key={piles.join(",")} {...props} />}
        </>
      )}
    </div>
  );
}

/** A whole number typed in a field, or NaN. */
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : NaN);

/** The chosen pile, or the first non-empty one when the chosen pile has been emptied. */
function pileToUse(piles: readonly number[], chosen: number): number {
  const i = Math.min(chosen, piles.length - 1);
  return piles[i]! > 0 ? i : Math.max(0, piles.findIndex((c) => c > 0));
}

function TakeForm({ piles, isLegal, onMove, active }: PilesBoardProps) {
  const [pile, setPile] = useState(0);
  const [count, setCount] = useState("1");
  const i = pileToUse(piles, pile);
  const n = whole(count);
  const to = Number.isNaN(n) || n > piles[i]! ? null : takeFrom(piles, i, piles[i]! - n);
  const legal = active && to !== null && isLegal(to);
  return (
    <div className={styles.moveForm}>
      Take
      <input type="number" min={1} value={count} data-testid="take-count" aria-label="Stones to take" onChange={(e) => setCount(e.target.value)} />
      from
      {piles.length > 1 ? (
        <select value={i} data-testid="take-pile" aria-label="Pile" onChange={(e) => setPile(Number(e.target.value))}>
          {piles.map((c, k) => (
            <option key={k} value={k}>
              pile {k + 1} ({c})
            </option>
          ))}
        </select>
      ) : (
        "the pile"
      )}
      <button type="button" className="button button-small" data-testid="take-button" disabled={!legal} onClick={() => to && onMove(to)}>
        Take
      </button>
      {active && to !== null && !legal && <span className="muted">not a legal move</span>}
    </div>
  );
}

function TakeEachForm({ piles, isLegal, onMove, active }: PilesBoardProps) {
  const [count, setCount] = useState("1");
  const n = whole(count);
  const to = Number.isNaN(n) || n > Math.min(...piles) ? null : takeFromEach(piles, n);
  const legal = active && to !== null && isLegal(to);
  return (
    <div className={styles.moveForm}>
      Take
      <input type="number" min={1} value={count} data-testid="take-each-count" aria-label="Stones to take from both" onChange={(e) => setCount(e.target.value)} />
      from both piles
      <button type="button" className="button button-small" data-testid="take-each-button" disabled={!legal} onClick={() => to && onMove(to)}>
        Take from both
      </button>
    </div>
  );
}

/** New Stone Game: throw away at least one stone of a pile, move some of the rest to other non-empty piles. */
function RedistributeForm({ piles, isLegal, onMove, active }: PilesBoardProps) {
  const [pile, setPile] = useState(0);
  const [keep, setKeep] = useState("0");
  const [adds, setAdds] = useState<Record<number, string>>({});
  const i = pileToUse(piles, pile);
  const keepN = whole(keep);
  const addN = piles.map((_, k) => (k === i ? 0 : whole(adds[k] ?? "0")));
  const valid = !Number.isNaN(keepN) && addN.every((a) => !Number.isNaN(a));
  const thrown = valid ? piles[i]! - keepN - addN.reduce((s, a) => s + a, 0) : NaN;
  const to = valid && thrown >= 0 ? redistribute(piles, i, keepN, addN) : null;
  const legal = active && to !== null && isLegal(to);
  return (
    <fieldset className={styles.redistribute}>
      <legend>Move with redistribution</legend>
      <label>
        From
        <select value={i} data-testid="ns-pile" onChange={(e) => setPile(Number(e.target.value))}>
          {piles.map((c, k) => (
            <option key={k} value={k}>
              pile {k + 1} ({c})
            </option>
          ))}
        </select>
      </label>
      <label>
        keep
        <input type="number" min={0} value={keep} data-testid="ns-keep" onChange={(e) => setKeep(e.target.value)} />
      </label>
      {piles.map((c, k) =>
        k === i || c === 0 ? null : (
          <label key={k}>
            add to pile {k + 1}
            <input
              type="number"
              min={0}
              value={adds[k] ?? "0"}
              data-testid={`ns-add-${k}`}
              onChange={(e) => setAdds({ ...adds, [k]: e.target.value })}
            />
          </label>
        ),
      )}
      <span className="muted" data-testid="ns-thrown">
        {Number.isNaN(thrown) || thrown < 0 ? "that is more stones than the pile has" : `throws away ${thrown}`}
      </span>
      <button type="button" className="button button-small" data-testid="ns-button" disabled={!legal} onClick={() => to && onMove(to)}>
        Make this move
      </button>
    </fieldset>
  );
}
