// The message catalogs. English is the reference: typing each language's record as `Messages`
// makes a key missing from another language a compile error; test/unit/i18n-catalogs.test.ts also
// refuses extra keys and placeholders that differ. The catalogs are split by area
// (messages/<area>.<locale>.json, each holding its own top-level namespaces) so that pages of
// different areas do not edit one file; en.json/zh.json hold the site's shared chrome.
import en from "./messages/en.json";
import zh from "./messages/zh.json";
import studioEn from "./messages/studio.en.json";
import studioZh from "./messages/studio.zh.json";
import type { Locale } from "./locales";

const EN = { ...en, ...studioEn };

export type Messages = typeof EN;

export const MESSAGES: Record<Locale, Messages> = {
  en: EN,
  zh: { ...zh, ...studioZh },
};
