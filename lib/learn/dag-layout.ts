// Where to draw each vertex of a small directed acyclic graph: in rows by the longest path to a
// vertex without moves (those in the bottom row), each row in vertex order. Shared by the
// dag-grundy editorial widget and the play page's graph board, so both draw a graph alike.

export interface DagLayout {
  /** Per vertex: the longest path to a vertex without moves (its row from the bottom). */
  height: number[];
  /** Per vertex: its place in its row, from the left. */
  slot: number[];
  /** Rows (heights 0..rows-1), and the most vertices in one row. */
  rows: number;
  widest: number;
}

/** The layout of an acyclic graph (out-neighbour lists); a graph with a cycle is the caller's to refuse first. */
export function dagLayout(adjacency: readonly (readonly number[])[]): DagLayout {
  const height = new Array<number>(adjacency.length).fill(-1);
  // Successors first, with an explicit stack (no recursion on long chains).
  for (let start = 0; start < adjacency.length; start++) {
    const stack = [start];
    while (stack.length > 0) {
      const v = stack[stack.length - 1]!;
      if (height[v]! >= 0) {
        stack.pop();
        continue;
      }
      const pending = adjacency[v]!.filter((w) => height[w]! < 0);
      if (pending.length > 0) stack.push(...pending);
      else {
        height[v] = adjacency[v]!.reduce((h, w) => Math.max(h, height[w]! + 1), 0);
        stack.pop();
      }
    }
  }
  const rows = adjacency.length === 0 ? 0 : 1 + Math.max(...height);
  const filled = new Array<number>(rows).fill(0);
  const slot = height.map((h) => filled[h]!++);
  return { height, slot, rows, widest: Math.max(0, ...filled) };
}

/** Drawing coordinates: rows centred, `step` apart, the bottom row lowest. */
export function dagPoints(layout: DagLayout, step: { x: number; y: number }, margin: number): { x: number; y: number }[] {
  const rowSize = new Array<number>(layout.rows).fill(0);
  for (const h of layout.height) rowSize[h]!++;
  return layout.height.map((h, v) => ({
    x: margin + (layout.slot[v]! + (layout.widest - rowSize[h]!) / 2) * step.x,
    y: margin + (layout.rows - 1 - h) * step.y,
  }));
}
