// Types of scripts/postgres-schema.mjs for the TypeScript tests.
export declare const SQLITE_SCHEMA: string;
export declare const POSTGRES_SCHEMA: string;
export declare function postgresSchemaFrom(sqliteSchema: string): string;
