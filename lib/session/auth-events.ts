// Window events other islands listen to (e.g. the enquiry forms restore their saved draft).
/** part 1 §2.8: a login succeeded. */
export const AUTHORIZED_EVENT = 'portal:authorized';
/** part 1 §4: a sign-up succeeded (sent 3 s after the success message). */
export const SIGNUP_EVENT = 'portal:signup';
/** The last public page, where e-mail verification returns (part 1 §2.8). */
export const LAST_PAGE_KEY = 'portal:lastPage';

// part 1 §9: sign-up success message delay 3 s; reset-password auto-login 2 s.
export const SIGNUP_EVENT_DELAY_MS = 3000;
export const RESET_LOGIN_DELAY_MS = 2000;

export function emitAuthEvent(name: typeof AUTHORIZED_EVENT | typeof SIGNUP_EVENT) {
  window.dispatchEvent(new Event(name));
}

export function readLastPage(): string | null {
  try {
    return window.sessionStorage.getItem(LAST_PAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberLastPage(path: string) {
  try {
    window.sessionStorage.setItem(LAST_PAGE_KEY, path);
  } catch {
    // Storage may be disabled (private mode); verification then returns to the profile.
  }
}
