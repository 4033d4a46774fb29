// Types of scripts/postgres-migration.mjs for the TypeScript tests.
export declare function migrationsWithoutTwin(): string[];
export declare function postgresDiffSql(fromSchema: string | null, toSchema: string, url: string): string;
