// part 2 "Credentials" and part 3 §9; the page size is not shown, ours is recorded in
// docs/decisions/credentials-and-agreements.md ("Credentials and free trade agreements (issue 27)").

/** The public address of the list (part 1 §2.1); a credential is `${CREDENTIALS_PATH}/{id}`. */
export const CREDENTIALS_PATH = '/credentials';
/** part 2 / part 3 §9: a credential is recent when dated within the last 30 days. */
export const RECENT_CREDENTIAL_DAYS = 30;
/** part 3 "Client processing": status 1 is active (green); anything else is inactive (grey). */
export const ACTIVE_CREDENTIAL_STATUS = 1;
/** The statuses an editor chooses from: active, or no longer in force. */
export const CREDENTIAL_STATUSES = [1, 0] as const;

/** Credential cards a page of /credentials shows. */
export const CREDENTIALS_PAGE_SIZE = 12;
/** GET /api/credentials: its default page size and the most a page may ask for. */
export const CREDENTIALS_API_PAGE_SIZE = 20;
export const CREDENTIALS_API_PAGE_MAX = 100;
/** The longest text of a credential's names and issuer. */
export const CREDENTIAL_NAME_MAX = 300;
/** The console's search box. */
export const CREDENTIAL_SEARCH_MAX = 100;

/** The console's list: rows a page, and the sizes an editor may choose. */
export const CREDENTIALS_CONSOLE_PAGE_SIZE = 20;
export const CREDENTIALS_CONSOLE_PAGE_SIZES = [10, 20, 50, 100] as const;
