/** The pool of experts' public address (part 3 "Search": an expert result leads here). */
export const EXPERTS_PATH = '/pool-of-experts';

/** The list of experts that a search for `text` shows (what global search links to). */
export const expertsSearchHref = (text: string) =>
  `${EXPERTS_PATH}?${new URLSearchParams({ search: text }).toString()}`;
