// The line the queue shows after a decision: the detail page leaves it here before it goes back
// to the queue (a full page load), and the queue takes it once. Nothing goes into the address.
const KEY = 'approvals.decided';

export function leaveDecidedMessage(message: string) {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage refused (private mode): the queue simply shows no snackbar.
  }
}

export function takeDecidedMessage(): string | null {
  try {
    const message = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return message;
  } catch {
    return null;
  }
}
