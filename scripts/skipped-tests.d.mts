// Types of scripts/skipped-tests.mjs for the TypeScript tests.
export interface AllowedSkip {
  test: string;
  reason: string;
}
export declare function vitestSkipped(report: unknown, root: string): string[];
export declare function playwrightSkipped(report: unknown, root: string): string[];
export declare function sortSkips(skipped: readonly string[], allowed: readonly AllowedSkip[]): { listed: AllowedSkip[]; unlisted: string[] };
