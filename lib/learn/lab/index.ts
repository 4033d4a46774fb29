// The game lab: define a one-pile game or a sum, see its Grundy values, period and P-positions.
export * from "./lab-game";
export * from "./encoding";
export * from "./analyse";
export * from "./builder";
