// Sign-up's validation messages and sign-in's rate-limit refusal in the reader's language: lib/
// answers in English (its messages are named in CREDENTIAL_MESSAGES), the page looks them up.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { translateRateLimitMessage, translateRefusal } from "@/app/translate-refusal";
import { signUpSchema } from "@/lib/auth/sign-up";
import { MESSAGES } from "@/lib/i18n/messages";
import { rateLimit, refusalMessage } from "@/lib/rate-limit/limits";

type Translator = Parameters<typeof translateRefusal>[1];
const translator = (locale: "en" | "zh") => createTranslator({ locale, messages: MESSAGES[locale] }) as unknown as Translator;

/** The message sign-up returns for this input (its first zod issue). */
function signUpError(input: { email: string; password: string; name?: string }): string {
  const parsed = signUpSchema.safeParse(input);
  if (parsed.success) throw new Error("expected a validation error");
  return parsed.error.issues[0]!.message;
}

describe("sign-up validation messages in both languages", () => {
  const cases = [
    [{ email: "not-an-address", password: "long enough" }, "Enter a valid e-mail address.", "请输入有效的邮箱地址。"],
    [{ email: "a@example.com", password: "short" }, "Use at least 8 characters for the password.", "密码至少需要 8 个字符。"],
    [{ email: "a@example.com", password: "x".repeat(201) }, "That password is too long (200 characters at most).", "密码太长了（最多 200 个字符）。"],
    [{ email: "a@example.com", password: "long enough", name: "n".repeat(81) }, "Keep the name under 80 characters.", "名字请少于 80 个字符。"],
  ] as const;

  it.each(cases)("%j", (input, english, chinese) => {
    const error = signUpError(input);
    expect(translateRefusal({ error }, translator("en"))).toBe(english);
    expect(translateRefusal({ error }, translator("zh"))).toBe(chinese);
  });
});

describe("sign-in's rate-limit refusal, which arrives as lib/'s English sentence", () => {
  it("is put into the reader's language with its limit and wait", () => {
    const { count } = rateLimit("signInPerAddressAccount");
    const message = refusalMessage(rateLimit("signInPerAddressAccount"), 12 * 60_000);
    expect(translateRateLimitMessage(message, translator("en"))).toBe(message);
    expect(translateRateLimitMessage(message, translator("zh"))).toBe(`从你所在网络地址对该账号的登录尝试过于频繁（每 15 分钟最多 ${count} 次），请在 12 分钟后重试。`);
    const soon = refusalMessage(rateLimit("signInPerAddressAccount"), 40_000);
    expect(translateRateLimitMessage(soon, translator("zh"))).toContain("请在 40 秒后重试");
  });

  it("is null for any other error (the page then says wrong e-mail or password)", () => {
    expect(translateRateLimitMessage("CredentialsSignin", translator("zh"))).toBeNull();
    expect(translateRateLimitMessage("Too many cooks (at most 3 a minute); try again in 5 s.", translator("zh"))).toBeNull();
  });
});
