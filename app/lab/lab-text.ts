// The lab's words for what lib/learn/lab computes: its problems (LabProblem codes) and its games,
// in the reader's language.
import type { useTranslations } from "next-intl";
import type { LabComponent, LabError, LabRuleName } from "@/lib/learn/lab";

export type LabTranslator = ReturnType<typeof useTranslations<"lab">>;

/** "Pile 2 (“s:3,”): the set element “” is not a whole number." */
export function labErrorText(error: LabError, t: LabTranslator): string {
  const p = error.problem;
  let problem: string;
  switch (p.code) {
    case "notWholeNumber":
      problem = t("error.notWholeNumber", { field: t(`error.field.${p.field}`), text: p.text });
      break;
    case "outOfRange":
      problem = t("error.outOfRange", { field: t(`error.field.${p.field}`), value: p.value, min: p.min, max: p.max });
      break;
    case "tooLong":
    case "tooManyPiles":
    case "tooManyElements":
      problem = t(`error.${p.code}`, { max: p.max });
      break;
    case "rangeInvalid":
      problem = t("error.rangeInvalid", { text: p.text, min: p.min, max: p.max });
      break;
    case "unknownRule":
      problem = t("error.unknownRule", { name: p.name, rules: p.rules });
      break;
    case "ruleTakesNoNumber":
      problem = t("error.ruleTakesNoNumber", { rule: p.rule });
      break;
    default:
      problem = t(`error.${p.code}`);
  }
  if (!error.pile) return problem;
  return error.pile.number === undefined
    ? t("error.inText", { text: error.pile.text, problem })
    : t("error.inPile", { number: error.pile.number, text: error.pile.text, problem });
}

/** A rule in words; Bash's with its m when it has one. */
export function ruleText(rule: LabRuleName, m: number | undefined, t: LabTranslator): string {
  return rule === "bash" && m !== undefined ? t("rule.bashWithM", { m }) : t(`rule.${rule}`);
}

/** A pile's game: "S = {1, 3, 4}" (the notation reads the same in every language) or its rule. */
export function componentText(c: LabComponent, t: LabTranslator): string {
  return c.kind === "set" ? `S = ${setText(c.set)}` : ruleText(c.rule, c.m, t);
}

export function setText(values: readonly number[]): string {
  return `{${values.join(", ")}}`;
}
