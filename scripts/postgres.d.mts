// Types of scripts/postgres.mjs for the TypeScript tests.
export interface TestPostgres {
  url: string;
  /** The same database through the cluster's Unix socket (in `dir`): `...?host=<dir>`. */
  socketUrl: string;
  port: number;
  dir: string;
  bin: string;
  stop: () => void;
  /** restartPostgres on this cluster. */
  restart: (mode?: "fast" | "immediate") => void;
}
export declare const TEST_DATABASE_USER: string;
export declare function findServerBin(): string | null;
export declare function ensurePostgresServer(): string;
export declare function startPostgres(): Promise<TestPostgres>;
export declare function stopPostgres(cluster: { bin: string; dir: string }): void;
export declare function restartPostgres(cluster: { bin: string; dir: string }, mode?: "fast" | "immediate"): void;
