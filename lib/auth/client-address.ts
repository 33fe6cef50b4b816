// The caller's address for rate limits. In production a reverse proxy appends the client's
// address to X-Forwarded-For, so the last entry is the one a client cannot forge. `next start`
// alone fills the header only when it is missing (docs/decisions.md: limits per account and per
// e-mail address hold either way).
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last || headers.get('x-real-ip') || 'unknown';
}
