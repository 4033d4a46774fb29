// The message catalogs. English is the reference: typing each language's record as `Messages`
// makes a key missing from another language a compile error; test/unit/i18n-catalogs.test.ts also
// refuses extra keys and placeholders that differ. The catalogs are split by area
// (messages/<area>.<locale>.json, each holding its own top-level namespaces) so that pages of
// different areas do not edit one file; en.json/zh.json hold the site's shared chrome.
import en from "./messages/en.json";
import zh from "./messages/zh.json";
import problemLangEn from "./messages/problemLang.en.json";
import problemLangZh from "./messages/problemLang.zh.json";
import setsEn from "./messages/sets.en.json";
import setsZh from "./messages/sets.zh.json";
import learnEn from "./messages/learn.en.json";
import learnZh from "./messages/learn.zh.json";
import studioEn from "./messages/studio.en.json";
import studioZh from "./messages/studio.zh.json";
import pathEn from "./messages/path.en.json";
import pathZh from "./messages/path.zh.json";
import adminEn from "./messages/admin.en.json";
import adminZh from "./messages/admin.zh.json";
import editorEn from "./messages/editor.en.json";
import editorZh from "./messages/editor.zh.json";
import type { Locale } from "./locales";

const EN = { ...en, ...problemLangEn, ...setsEn, ...learnEn, ...studioEn, ...pathEn, ...adminEn, ...editorEn };

export type Messages = typeof EN;

export const MESSAGES: Record<Locale, Messages> = {
  en: EN,
  zh: { ...zh, ...problemLangZh, ...setsZh, ...learnZh, ...studioZh, ...pathZh, ...adminZh, ...editorZh },
};
