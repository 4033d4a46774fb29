"use client";

// The board for the game's kind. Boards build proposed positions in their own order; `isLegal`
// and `onMove` are the session's (the rules' moves, compared by key).
import type { LearnGame } from "@/lib/learn";
import { isCappedPile } from "@/lib/learn/play/boards/capped-pile";
import { chessmenOf } from "@/lib/learn/play/boards/graph";
import { isGridPosition } from "@/lib/learn/play/boards/grid";
import { pilesOf, withPiles } from "@/lib/learn/play/boards/piles";
import { isProductPosition } from "@/lib/learn/play/boards/product";
import { cellsOf } from "@/lib/learn/play/boards/strip";
import { CappedPileBoard } from "./capped-pile-board";
import { GraphBoard } from "./graph-board";
import { GridBoard } from "./grid-board";
import { PilesBoard } from "./piles-board";
import { ProductBoard } from "./product-board";
import { StripBoard } from "./strip-board";
import styles from "./play.module.css";

export interface BoardProps {
  game: LearnGame<unknown>;
  params: Record<string, number | number[]>;
  /** The current position in the board's order. */
  shown: unknown;
  /** The position before the last move in the board's order (none at the start): a board that shows the last move reads it. */
  previous: unknown;
  isLegal: (proposed: unknown) => boolean;
  onMove: (proposed: unknown) => void;
  active: boolean;
  /** The game is over: the board only shows the final position. */
  finished: boolean;
}

export function Board({ game, params, shown, previous, isLegal, onMove, active, finished }: BoardProps) {
  return (
    <div className={styles.board} data-testid="board" data-kind={game.board} data-position={JSON.stringify(shown)}>
      {game.board === "piles" && (
        <PilesBoard
          gameId={game.id}
          piles={pilesOf(shown)}
          isLegal={(piles) => isLegal(withPiles(shown, piles))}
          onMove={(piles) => onMove(withPiles(shown, piles))}
          active={active}
          finished={finished}
        />
      )}
      {game.board === "strip" && (
        <StripBoard cells={cellsOf(shown)} length={Number(params.length ?? 0)} isLegal={isLegal} onMove={onMove} active={active} />
      )}
      {game.board === "grid" && isGridPosition(shown) && <GridBoard position={shown} isLegal={isLegal} onMove={onMove} active={active} finished={finished} />}
      {game.board === "capped-pile" && isCappedPile(shown) && (
        <CappedPileBoard
          position={shown}
          previous={isCappedPile(previous) ? previous : undefined}
          isLegal={isLegal}
          onMove={onMove}
          active={active}
          finished={finished}
        />
      )}
      {game.board === "product" && isProductPosition(shown) && (
        <ProductBoard
          position={shown}
          previous={isProductPosition(previous) ? previous : undefined}
          isLegal={isLegal}
          onMove={onMove}
          active={active}
          finished={finished}
        />
      )}
      {game.board === "graph" && <GraphBoard graph={game.graph?.(params) ?? []} chessmen={chessmenOf(shown)} isLegal={isLegal} onMove={onMove} active={active} />}
    </div>
  );
}
