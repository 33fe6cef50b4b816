import 'server-only';

import { HOUR_MS, MINUTE_MS } from '@/lib/api/rate-limits';

// The limits of issue 4: counted per caller address (and per e-mail or user where it matters),
// before any password is hashed so a flood cannot buy argon2 time.
export const LIMITS = {
  register: { limit: 10, windowMs: HOUR_MS },
  login: { limit: 20, windowMs: 5 * MINUTE_MS },
  // issue 10: beside the 5-minute window, a day's cap per address (a slow, steady guessing run).
  loginPerDay: { limit: 200, windowMs: 24 * HOUR_MS },
  // issue 25: what each address may still try while the portal is flooded (GLOBAL_FAILED_LOGINS).
  loginUnderAttack: { limit: 5, windowMs: 15 * MINUTE_MS },
  forgotPerAddress: { limit: 10, windowMs: 15 * MINUTE_MS },
  forgotPerEmail: { limit: 3, windowMs: 15 * MINUTE_MS },
  reset: { limit: 20, windowMs: 15 * MINUTE_MS },
  resend: { limit: 1, windowMs: MINUTE_MS },
} as const;

// issue 25: failed logins of the whole portal (every address, member and console sign-in) in a
// window; past the limit, each address gets `loginUnderAttack` on top of its usual limits.
export const GLOBAL_FAILED_LOGINS = { limit: 100, windowMs: 5 * MINUTE_MS } as const;
export const GLOBAL_FAILED_LOGINS_KEY = 'login-failed:global';
