// A row's id as a request gives it (a URL segment, a server action's input). Ids are Int
// columns: 64-bit on SQLite but 32-bit (int4) on PostgreSQL, where a larger number in a query is
// an error (500), not "no such row". Anything beyond the largest int4 is refused here instead,
// so an unknown id is "not found" on both databases.
import { z } from "zod";

/** The largest value of an Int column on PostgreSQL (int4). */
export const MAX_ROW_ID = 2_147_483_647;

/** A positive row id (a number). */
export const rowIdSchema = z.number().int().positive().max(MAX_ROW_ID);

/** A positive row id given as text (a URL segment). */
export const rowIdParamSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);
