// The studio's refusals in the reader's language: publishing's by their code, the fixed sentences
// of lib/studio by lookup; a message naming a package's files stays as it came.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import type { useTranslations } from "next-intl";
import { translateStudioRefusal } from "@/app/studio/translate-studio-refusal";
import { MESSAGES } from "@/lib/i18n/messages";
import { LOOKUP_ERRORS, ROLE_ERRORS } from "@/lib/studio/refusals";

type Translator = ReturnType<typeof useTranslations<never>>;
const translator = (locale: "en" | "zh") => createTranslator({ locale, messages: MESSAGES[locale] }) as unknown as Translator;

describe("translateStudioRefusal", () => {
  it("words publishing's refusals from their code", () => {
    const refusal = { error: "Check x before publishing it.", reason: "notChecked" as const };
    expect(translateStudioRefusal(refusal, translator("en"))).toBe("Check this draft before publishing it.");
    expect(translateStudioRefusal(refusal, translator("zh"))).toBe("发布前请先检查这份草稿。");
    expect(translateStudioRefusal({ error: "…", reason: "missingLanguages" }, translator("zh"))).toContain("不带中文发布");
  });

  it("looks up the studio's fixed sentences", () => {
    expect(translateStudioRefusal({ error: LOOKUP_ERRORS.forbidden }, translator("zh"))).toBe("这道题目属于另一位教师：只有它的所有者和管理员可以修改。");
    expect(translateStudioRefusal({ error: LOOKUP_ERRORS.bundled }, translator("en"))).toBe(LOOKUP_ERRORS.bundled);
    expect(translateStudioRefusal({ error: ROLE_ERRORS.demoteSelf }, translator("zh"))).toBe("你不能降低自己的角色：请联系另一位管理员。");
    expect(translateStudioRefusal({ error: "Sign in to do this." }, translator("zh"))).not.toBe("Sign in to do this.");
  });

  it("shows a message about the package's files as it came", () => {
    const error = "x: the draft was not saved: statement.zh.md: statement.zh.md and editorial.zh.md come together";
    expect(translateStudioRefusal({ error }, translator("zh"))).toBe(error);
  });
});
