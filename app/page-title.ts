// The " · Nimbus" after every page's title, in one place: the root layout's title template
// adds it to the pages below it; a page in the root segment itself (the home page) is not
// covered by its own layout's template, so it asks for the same suffix with `absoluteTitle`.
const SITE_NAME = "Nimbus";

export const TITLE_TEMPLATE = `%s · ${SITE_NAME}`;

/** A page title with the site's name, for `{ title: { absolute: ... } }`. */
export function absoluteTitle(title: string): string {
  return TITLE_TEMPLATE.replace("%s", title);
}

export const DEFAULT_TITLE = SITE_NAME;
