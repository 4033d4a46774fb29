// Limits that keep a widget readable and its computation well under a second.
export const LIMITS = {
  stripCells: 200,
  stripMaxN: 10_000,
  bashMaxM: 100,
  setMaxSize: 10,
  setMaxElement: 100,
  gridMaxSide: 40,
  tableMaxCount: 6,
  tableMaxValue: 63,
  tableMaxPositions: 60,
  // The picture is searched whole: 2^14 sets of edges at most, well under a second.
  hackenbushMaxEdges: 14,
  hackenbushMaxVertex: 99,
} as const;
