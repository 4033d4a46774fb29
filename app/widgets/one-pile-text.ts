// A one-pile game of the widgets in the reader's words: "take 1 to 3", "每次取 1 到 3 个".
import type { useTranslations } from "next-intl";
import type { OnePileGame } from "@/lib/learn/widgets";

export function onePileText(pile: OnePileGame, t: ReturnType<typeof useTranslations<"widgets">>): string {
  if (pile.game === "bash") return t("onePile.bash", { m: pile.m });
  if (pile.game === "subtraction") return t("onePile.subtraction", { set: `{${pile.set.join(", ")}}` });
  if (pile.game === "fibonacci-subtraction") return t("onePile.fibonacci-subtraction");
  if (pile.game === "fibonacci-nim") return t("onePile.fibonacci-nim");
  return t("onePile.powers-of-two");
}
