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
  nimTableMaxSize: 32,
} as const;
