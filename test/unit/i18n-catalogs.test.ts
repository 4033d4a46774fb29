// The two message catalogs say the same things: the same keys, the same placeholders, and the
// Chinese one really in Chinese (an English sentence copied across would pass the key check).
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

// "{name}" and "{name, plural, ...}" are placeholders; "{a minute}" is a plural branch's text.
const placeholders = (message: string) => [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]).sort();

const en = flatten(MESSAGES.en as Tree);
const zh = flatten(MESSAGES.zh as Tree);

describe("message catalogs", () => {
  it("have the same keys in every language", () => {
    for (const locale of LOCALES) {
      expect([...flatten(MESSAGES[locale] as Tree).keys()].sort(), locale).toEqual([...en.keys()].sort());
    }
  });

  it("use the same placeholders for each key", () => {
    for (const [key, message] of en) {
      expect(placeholders(zh.get(key) ?? ""), key).toEqual(placeholders(message));
    }
  });

  it("has every Chinese message written in Chinese", () => {
    const untranslated = [...zh].filter(([, message]) => !/\p{Script=Han}/u.test(message)).map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it("names every verdict with its usual Chinese name", () => {
    expect(MESSAGES.zh.verdict).toMatchObject({ AC: "答案正确", WA: "答案错误", TLE: "超出时间限制", RE: "运行错误", CE: "编译错误" });
  });
});
