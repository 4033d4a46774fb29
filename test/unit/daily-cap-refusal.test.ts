// The daily submission cap's refusal (lib/submissions/daily-cap.ts) on the problem page, in both
// languages: the cap, and how long until the count starts again at 00:00 UTC.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { translateRefusal } from "@/app/translate-refusal";
import { MESSAGES } from "@/lib/i18n/messages";
import { dailyCapMessage } from "@/lib/submissions/daily-cap";

type Translator = Parameters<typeof translateRefusal>[1];
const translator = (locale: "en" | "zh") => createTranslator({ locale, messages: MESSAGES[locale] }) as unknown as Translator;

describe("the daily submission cap's refusal", () => {
  const resumesAt = new Date(Date.UTC(2026, 11, 8));
  // 5 h 12 min 30 s before midnight: the wait is rounded up to whole minutes.
  const refusal = { ok: false, error: dailyCapMessage(50, resumesAt), dailyCap: { cap: 50, resumesAt, retryAfterMs: (5 * 60 + 12) * 60_000 + 30_000 } };

  it("says the cap, when the count restarts and how long that is, in English and Chinese", () => {
    expect(refusal.error).toBe("You have made 50 submissions to this problem today (the most a day, counted per UTC day); you can submit again at 2026-12-08 00:00 UTC.");
    expect(translateRefusal(refusal, translator("en"))).toBe(
      "You have made 50 submissions to this problem today, the most a day. The count starts again at 00:00 UTC: you can submit again in 5 h 13 min (Run still works).",
    );
    expect(translateRefusal(refusal, translator("zh"))).toBe("你今天已向这道题提交了 50 次，达到每日上限。计数在 UTC 时间 00:00 重新开始：5 小时 13 分钟后可以再次提交（“运行”仍可使用）。");
  });

  it("never says zero minutes", () => {
    expect(translateRefusal({ ...refusal, dailyCap: { cap: 3, retryAfterMs: 1 } }, translator("en"))).toContain("you can submit again in 1 min (Run still works)");
  });
});
