// The learning tools' computed sentences (lib/learn/learn-text.ts: a code and its values) and
// their games' names in the reader's language, for the play, conjecture and lab pages.
import type { useTranslations } from "next-intl";
import type { LearnGame, LearnParam, LearnText } from "@/lib/learn";

type Translator = ReturnType<typeof useTranslations<never>>;

/**
 * "The nim-sum is 9 ⊕ 3 ⊕ 7 = 13 …" / "尼姆和为 9 ⊕ 3 ⊕ 7 = 13 …". A `paramName` value (a game
 * parameter's name, from the settings checks) becomes that parameter's label.
 */
export function learnTextWords(text: LearnText, t: Translator): string {
  const { paramName } = text.params;
  const params = typeof paramName === "string" ? { ...text.params, paramName: paramLabel({ name: paramName, label: paramName }, t) } : text.params;
  return t(`learnText.${text.code}`, params);
}

export function gameTitle(game: Pick<LearnGame<unknown>, "id">, t: Translator): string {
  return t(`learnGame.title.${game.id}`);
}

export function paramLabel(param: Pick<LearnParam, "name" | "label">, t: Translator): string {
  // A parameter the catalog does not name (a new game's) keeps its English label.
  return t.has(`learnGame.param.${param.name}` as never) ? t(`learnGame.param.${param.name}` as never) : param.label;
}
