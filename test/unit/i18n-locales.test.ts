import { describe, expect, it } from "vitest";
import { acceptedLanguages, localeFromAcceptLanguage, resolveLocale } from "@/lib/i18n/locales";

describe("acceptedLanguages", () => {
  it("orders by quality, keeping the header's order on ties, and drops q=0, * and junk", () => {
    expect(acceptedLanguages("fr;q=0.5, zh-CN, en;q=0.9, de;q=0, *;q=0.1, $$")).toEqual(["zh-CN", "en", "fr"]);
  });

  it("gives nothing for a missing header", () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages("")).toEqual([]);
  });
});

describe("localeFromAcceptLanguage", () => {
  it.each([
    ["zh-CN,zh;q=0.9,en;q=0.8", "zh"],
    ["zh-TW", "zh"],
    ["zh-Hans-CN", "zh"],
    ["en-GB,zh;q=0.5", "en"],
    ["fr-FR,zh;q=0.7,en;q=0.5", "zh"],
    ["fr-FR", "en"],
    [null, "en"],
  ])("%s gives %s", (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe("resolveLocale", () => {
  it("prefers the remembered choice to the browser's languages", () => {
    expect(resolveLocale({ cookie: "en", acceptLanguage: "zh-CN" })).toBe("en");
    expect(resolveLocale({ cookie: "zh", acceptLanguage: "en-US" })).toBe("zh");
  });

  it("ignores a cookie that names no language of the site", () => {
    expect(resolveLocale({ cookie: "fr", acceptLanguage: "zh-CN" })).toBe("zh");
  });
});
