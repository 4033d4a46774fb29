// Why a set could not be created, edited or deleted: a code the page translates
// (app/studio/sets/translate-set-refusal.ts), the slugs it concerns, and the same in English.
export type SetRefusalCode = "notPublished" | "noSuchSet" | "notYours";

export interface SetRefusal {
  ok: false;
  code: SetRefusalCode;
  error: string;
  /** The problems (notPublished) or the set (noSuchSet, notYours) concerned. */
  slugs: string[];
}

export function setRefusal(code: SetRefusalCode, slugs: string[]): SetRefusal {
  const list = slugs.join(", ");
  const error =
    code === "notPublished"
      ? `Not a published problem: ${list}.`
      : code === "noSuchSet"
        ? `No problem set "${list}".`
        : `Problem set "${list}" belongs to another instructor.`;
  return { ok: false, code, error, slugs };
}
