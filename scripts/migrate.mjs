#!/usr/bin/env node
// `npm run db:migrate`: brings the database of DATABASE_URL (or DATA_DIR's SQLite file) up to
// the latest migration: the same step `npm start` takes (setup.mjs migrateDatabase), for either
// database. On PostgreSQL it is safe to run from several machines at once (an advisory lock).
// Needs the dependencies installed (`npm ci`); it installs nothing itself.
import { migrateDatabase, root } from "./setup.mjs";

process.chdir(root); // the default data folder (./data) is relative to the repository
await migrateDatabase();
