// Types of scripts/postgres.mjs for the TypeScript tests.
export interface TestPostgres {
  url: string;
  port: number;
  dir: string;
  bin: string;
  stop: () => void;
}
export declare const TEST_DATABASE_USER: string;
export declare function findServerBin(): string | null;
export declare function ensurePostgresServer(): string;
export declare function startPostgres(): Promise<TestPostgres>;
export declare function stopPostgres(cluster: { bin: string; dir: string }): void;
