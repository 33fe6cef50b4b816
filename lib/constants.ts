// part 1 §9: search text at most 200 characters (header box, search page and dialog).
export const SEARCH_MAX_LENGTH = 200;
// The header's search box sent without scripts: /search?keyword=…, sent on to /search/{keyword}.
export const SEARCH_KEYWORD_PARAM = 'keyword';

// The longest address a login returns to (`?redirect=`, the site's and the console's): a longer one
// is not followed, and links and redirects to the login leave it out (issue 36).
export const RETURN_ADDRESS_MAX_LENGTH = 2048;

// The agency's support mailbox (VIP dialog, verification page help link).
export const SUPPORT_EMAIL = 'support@jordanexports.jo';

// part 1 §5 and §9, part 2 §9, part 3 §9: an uploaded file (a company's, a product's, a
// publication's) is at most 9 MB; every upload is checked by its content (lib/storage/upload-checks.ts).
export const UPLOAD_MAX_BYTES = 9 * 1024 * 1024;
