// The directories' page sizes (the specification gives none: part 2 "International buyers").

/** Company cards per page of the international buyers directory (page 160). */
export const DIRECTORY_PAGE_SIZE = 12;
/** Product and service cards per page of a subsector and of a company page. */
export const ITEMS_PAGE_SIZE = 12;
/** The most rows one API page may ask for (`per_page`). */
export const API_PER_PAGE_MAX = 100;

/** The two kinds of item, as the routes spell them (/buyers/{type}/{id}, /local-buyers/{type}). */
export const ITEM_TYPES = ['products', 'services'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const isItemType = (value: string): value is ItemType =>
  (ITEM_TYPES as readonly string[]).includes(value);
