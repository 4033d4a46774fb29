// Limits that keep a widget readable and its computation well under a second.
export const LIMITS = {
  stripCells: 200,
  stripMaxN: 10_000,
  // Fibonacci Nim's strip searches every (stones, cap) below n: about n^3 / 6 moves.
  fibonacciNimMaxN: 120,
  bashMaxM: 100,
  setMaxSize: 10,
  setMaxElement: 100,
  gridMaxSide: 40,
  tableMaxCount: 6,
  tableMaxValue: 63,
  tableMaxPositions: 60,
  // The picture is searched whole: at most 2^12 sets of edges, each with 12 cuts (~0.1 s).
  hackenbushMaxEdges: 12,
  hackenbushMaxVertex: 99,
  graphMaxVertices: 16,
  graphMaxEdges: 40,
  graphMaxTokens: 10,
  nimTableMaxSize: 32,
  // Moore tables: every position of count piles of 0..max, each with up to (max+1)^count moves.
  mooreMaxCount: 5,
  mooreMaxValue: 15,
  mooreMaxSearch: 2_000_000,
  // The Beans Game's grid slice searches rows x cols x (third + 1) three-pile positions.
  beansGridMaxSide: 24,
  // Stone Game II tables: count × max, the stones of the largest position searched.
  splitMaxStones: 14,
} as const;
