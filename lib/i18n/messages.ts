// The message catalogs. English is the reference: typing the record as `Messages` makes a key
// missing from another language a compile error; test/unit/i18n-catalogs.test.ts also refuses
// extra keys and placeholders that differ.
import en from "./messages/en.json";
import zh from "./messages/zh.json";
import type { Locale } from "./locales";

export type Messages = typeof en;

export const MESSAGES: Record<Locale, Messages> = { en, zh };
