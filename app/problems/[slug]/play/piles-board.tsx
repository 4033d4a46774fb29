"use client";

// Heaps of stones. Click a stone to take it and every stone after it; or pick a pile and a
// number. Wythoff adds "the same number from both", New Stone "keep some, move some to other
// piles", Moore's Nim_k and the Beans Game "take from several piles at once" (Beans: the same
// number from two piles). Every control proposes a position; only the rules' moves (isLegal) are enabled.
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { LearnGameId } from "@/lib/learn";
import { redistribute, takeFrom, takeFromEach, takeFromSeveral } from "@/lib/learn/play/boards/piles";
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
  const t = useTranslations("play.board");
  return (
    <div className={styles.piles}>
      {piles.map((count, i) => (
        <div key={i} className={styles.pile} data-testid={`pile-${i}`} data-count={count}>
          <span className={styles.pileLabel}>
            {piles.length > 1 ? t("pile", { number: i + 1 }) : t("stones")}: <strong>{count}</strong>
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
                  title={legal ? t("takeLeaving", { take: count - j, left: j }) : undefined}
                  aria-label={t("stone", { pile: i + 1, stone: j + 1, take: count - j })}
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
          {(props.gameId === "moore-nim" || props.gameId === "beans") && <TakeSeveralForm key={piles.join(",")} {...props} />}
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
  const t = useTranslations("play.board");
  const [pile, setPile] = useState(0);
  const [count, setCount] = useState("1");
  const i = pileToUse(piles, pile);
  const n = whole(count);
  const to = Number.isNaN(n) || n > piles[i]! ? null : takeFrom(piles, i, piles[i]! - n);
  const legal = active && to !== null && isLegal(to);
  return (
    <div className={styles.moveForm}>
      {t("take")}
      <input type="number" min={1} value={count} data-testid="take-count" aria-label={t("stonesToTake")} onChange={(e) => setCount(e.target.value)} />
      {t("from")}
      {piles.length > 1 ? (
        <select value={i} data-testid="take-pile" aria-label={t("pileMenu")} onChange={(e) => setPile(Number(e.target.value))}>
          {piles.map((c, k) => (
            <option key={k} value={k}>
              {t("pileOption", { number: k + 1, count: c })}
            </option>
          ))}
        </select>
      ) : (
        t("thePile")
      )}
      <button type="button" className="button button-small" data-testid="take-button" disabled={!legal} onClick={() => to && onMove(to)}>
        {t("take")}
      </button>
      {active && to !== null && !legal && <span className="muted">{t("notLegal")}</span>}
    </div>
  );
}

function TakeEachForm({ piles, isLegal, onMove, active }: PilesBoardProps) {
  const t = useTranslations("play.board");
  const [count, setCount] = useState("1");
  const n = whole(count);
  const to = Number.isNaN(n) || n > Math.min(...piles) ? null : takeFromEach(piles, n);
  const legal = active && to !== null && isLegal(to);
  return (
    <div className={styles.moveForm}>
      {t("take")}
      <input type="number" min={1} value={count} data-testid="take-each-count" aria-label={t("stonesFromBoth")} onChange={(e) => setCount(e.target.value)} />
      {t("fromBoth")}
      <button type="button" className="button button-small" data-testid="take-each-button" disabled={!legal} onClick={() => to && onMove(to)}>
        {t("takeFromBoth")}
      </button>
    </div>
  );
}

/** New Stone Game: throw away at least one stone of a pile, move some of the rest to other non-empty piles. */
function RedistributeForm({ piles, isLegal, onMove, active }: PilesBoardProps) {
  const t = useTranslations("play.board");
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
      <legend>{t("redistribute")}</legend>
      <label>
        {t("redistributeFrom")}
        <select value={i} data-testid="ns-pile" onChange={(e) => setPile(Number(e.target.value))}>
          {piles.map((c, k) => (
            <option key={k} value={k}>
              {t("pileOption", { number: k + 1, count: c })}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("keep")}
        <input type="number" min={0} value={keep} data-testid="ns-keep" onChange={(e) => setKeep(e.target.value)} />
      </label>
      {piles.map((c, k) =>
        k === i || c === 0 ? null : (
          <label key={k}>
            {t("addTo", { number: k + 1 })}
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
        {Number.isNaN(thrown) || thrown < 0 ? t("tooMany") : t("throwsAway", { count: thrown })}
      </span>
      <button type="button" className="button button-small" data-testid="ns-button" disabled={!legal} onClick={() => to && onMove(to)}>
        {t("makeMove")}
      </button>
    </fieldset>
  );
}

/** Moore's Nim_k: a number to take from each pile; the move is legal when 1..k piles lose stones. */
function TakeSeveralForm({ piles, isLegal, onMove, active }: PilesBoardProps) {
  const t = useTranslations("play.board");
  const [takes, setTakes] = useState<Record<number, string>>({});
  const takeN = piles.map((_, k) => whole(takes[k] ?? "0"));
  const valid = takeN.every((n, k) => !Number.isNaN(n) && n <= piles[k]!);
  const to = valid ? takeFromSeveral(piles, takeN) : null;
  const legal = active && to !== null && isLegal(to);
  return (
    <fieldset className={styles.redistribute}>
      <legend>{t("takeSeveral")}</legend>
      {piles.map((_, k) => (
        <label key={k}>
          {t("takeFromPile", { number: k + 1 })}
          <input
            type="number"
            min={0}
            value={takes[k] ?? "0"}
            data-testid={`several-take-${k}`}
            onChange={(e) => setTakes({ ...takes, [k]: e.target.value })}
          />
        </label>
      ))}
      {!valid && <span className="muted">{t("tooMany")}</span>}
      <button type="button" className="button button-small" data-testid="several-button" disabled={!legal} onClick={() => to && onMove(to)}>
        {t("makeMove")}
      </button>
    </fieldset>
  );
}
