// A rate limit's refusal reads the same in English whether lib/ or the page words it, and
// reads naturally in Chinese.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { rateLimitRefusal, translateRefusal } from "@/app/translate-refusal";
import { MESSAGES } from "@/lib/i18n/messages";
import { RATE_LIMIT_NAMES, rateLimit, refusalMessage } from "@/lib/rate-limit/limits";

type Translator = Parameters<typeof rateLimitRefusal>[2];
const translator = (locale: "en" | "zh") => createTranslator({ locale, messages: MESSAGES[locale] }) as unknown as Translator;

describe("rate-limit refusals in the reader's language", () => {
  it.each(RATE_LIMIT_NAMES)("%s: the English catalog says what lib/ says", (name) => {
    for (const wait of [1, 40_000, 119_500, 130_000, 14 * 60_000]) {
      expect(rateLimitRefusal(name, wait, translator("en"))).toBe(refusalMessage(rateLimit(name), wait));
    }
  });

  it("says a refused submission in Chinese", () => {
    expect(rateLimitRefusal("submissionsPerUser", 40_000, translator("zh"))).toBe(
      `提交过于频繁（每分钟最多 ${rateLimit("submissionsPerUser").count} 次），请在 40 秒后重试。`,
    );
    expect(rateLimitRefusal("signInPerAddressAccount", 14 * 60_000, translator("zh"))).toBe(
      `从你所在网络地址对该账号的登录尝试过于频繁（每 15 分钟最多 ${rateLimit("signInPerAddressAccount").count} 次），请在 14 分钟后重试。`,
    );
  });

  it("translates the actions' fixed refusals and leaves other messages as they came", () => {
    expect(translateRefusal({ error: "Sign in to do this." }, translator("zh"))).toBe("请先登录。");
    expect(translateRefusal({ error: "Your code is empty." }, translator("zh"))).toBe("Your code is empty.");
  });
});
