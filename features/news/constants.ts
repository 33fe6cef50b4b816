// The news area's numbers and rules (part 1 §2.4; the console: issue 29).

/** A news item's status: 1 published, 0 a draft only editors see (in a preview). */
export const NEWS_STATUS = { published: 1, draft: 0 } as const;

/** The console's list: rows per page, and the sizes it offers. */
export const NEWS_CONSOLE_PAGE_SIZE = 20;
export const NEWS_CONSOLE_PAGE_SIZES = [10, 20, 50, 100] as const;

/** part 1 §5 "Search input: at most 200 characters". */
export const NEWS_SEARCH_MAX = 200;

/**
 * A news item's picture: none, one of the site's own images (the seeded items), or one uploaded
 * through the console (POST /api/staff/content-images: checked, re-encoded, stored).
 */
export const NEWS_IMAGE_PATTERN =
  /^(|\/images\/(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._/-]*|\/api\/uploads\/content\/[0-9a-f]{24}\.webp)$/;
