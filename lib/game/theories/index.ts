// Closed forms of classical impartial games. The games of the problems themselves (their
// positions and moves, which the tests search to check these) are ../games; the other games
// here keep their real rules beside their theory.
export * from "./bash-game";
export * from "./isqrt";
export * from "./wythoff";
export * from "./staircase-nim";
export * from "./georgia-bob";
export * from "./misere";
export * from "./misere-nim";
export * from "./moore-nim";
export * from "./euclid";
export * from "./multiplication-game";
export * from "./nim-multiplication";
export * from "./light-switching";
export * from "./hackenbush-graph";
export * from "./hackenbush-colon";
export * from "./hackenbush-fusion";
export * from "./sum";
export * from "./team-nim";
export * from "./chess-row";
export * from "./three-kinds";
export * from "./fibonacci-nim";
export * from "./coin-circle";
export * from "./beans";
export * from "./stone-split";
