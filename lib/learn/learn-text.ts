// Sentences the learning tools compute (a hint's reason, a review's missed move), as a code and
// the values it names: the pages put them into the reader's language (the "learnText" catalog,
// app/learn-text.ts), so lib/learn stays free of any one language. Numbers stay numbers (the page
// formats them in the reader's locale); lists and formulas ("3 ⊕ 4 ⊕ 5", "(1, 2)") are notation,
// the same in every language, and come as strings.
export const LEARN_TEXT_CODES = [
  "nimWinning",
  "bashWinning",
  "powersOfTwoWinning",
  "kikiWinning",
  "wythoffSameDifference",
  "wythoffKeepPile",
  "georgiaBobWinning",
  "newStoneOdd",
  "newStoneEven",
  "sNimWinning",
  "pPositionHint",
  "theoryFailed",
  // The conjecture checker's results (lib/learn/conjecture).
  "conjectureHolds",
  "grundyHolds",
  "terminalNotP",
  "pWithMoveToP",
  "nWithoutMoveToP",
  "grundyTerminal",
  "grundyWrong",
  "predicateThrew",
  "predicateThrewAt",
  "badReturnIsP",
  "badReturnGrundy",
  "compileError",
  "compileErrorAt",
  "loadThrew",
  "loadThrewAt",
  "noFunction",
  "checkerFailed",
  "notClosed",
  "noSuchGame",
  "timeout",
  "checkerNotStarted",
  "checkerNotLoaded",
  "checkerCrashed",
  // Settings of a check or a game (conjecture-settings.ts); `paramName` is worded by the page.
  "boundRange",
  "paramIntRange",
  "paramSetRange",
  // A typed start position (play/boards/parse-start.ts).
  "startNotNumbers",
  "startPileCount",
  "startPileRange",
  "startPileMax",
  "startChessmenMax",
  "startCells",
  "startSharedCell",
  "startGridSize",
  "startSides",
  // An editorial widget's arguments as a reader edits them (widgets/arg-reader.ts), and its size.
  "widgetMissing",
  "widgetChoice",
  "widgetEmptyPosition",
  "widgetUnknownArg",
  "widgetNotWhole",
  "widgetRange",
  "widgetEmpty",
  "widgetListLength",
  "widgetUnknown",
  "widgetBoth",
  "widgetTooManyPositions",
  "widgetCellsNotDistinct",
  "widgetTooManyEnumerated",
  "widgetTooLarge",
  "widgetTooManyRows",
  "widgetEdgeEnds",
  "widgetTooManyEdges",
  "widgetNotGrounded",
  "widgetOddSeats",
  "chessRowWinning",
  // Misère Nim's winning moves (lib/learn/games/misere-nim.ts).
  "misereNimAsNim",
  "misereNimOneBig",
  "misereNimOnes",
  // Three Kinds of Piles (lib/learn/games/three-kinds.ts).
  "threeKindsWinning",
  "widgetEdge",
  "widgetTooManyEdges",
  "widgetCycle",
  "dagTokensWinning",
  "startVertices",
  // Moore's Nim_k (lib/learn/games/moore-nim.ts).
  "mooreNimWinning",
  // Euclid's game (lib/learn/games/euclid.ts).
  "euclidMultiple",
  "euclidFreeToP",
  "euclidFreeKeep",
  "euclidForced",
  // The Beans Game (lib/learn/games/beans.ts).
  "beansOnePile",
  "beansTwoPiles",
  // Fibonacci Nim (lib/learn/games/fibonacci-nim.ts).
  "fibonacciNimZeckendorf",
  "fibonacciNimTakeAll",
  "startStonesRange",
  // The multiplication game (lib/learn/games/multiplication.ts).
  "multiplicationReach",
  "multiplicationTopBand",
  "multiplicationBand",
  "startTargetRange",
] as const;
export type LearnTextCode = (typeof LEARN_TEXT_CODES)[number];

export type LearnTextParams = Record<string, string | number>;

export interface LearnText {
  code: LearnTextCode;
  params: LearnTextParams;
}

export function learnText(code: LearnTextCode, params: LearnTextParams = {}): LearnText {
  return { code, params };
}
