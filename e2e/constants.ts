// Shared by playwright.config.ts (the server's environment) and the journeys.

/** The e2e server's data folder; the journeys read the e-mails it writes in `mail/`. */
export const E2E_DATA_DIR = 'data/e2e';

/** The staff account the journeys edit content with (created at start-up from ADMIN_*). */
export const E2E_ADMIN = { email: 'e2e-admin@jordanexports.jo', password: 'Staff-Console-2026' };
