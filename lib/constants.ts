// part 1 §9: search text at most 200 characters (header box, search page and dialog).
export const SEARCH_MAX_LENGTH = 200;

// The agency's support mailbox (VIP dialog, verification page help link).
export const SUPPORT_EMAIL = 'support@jordanexports.jo';
