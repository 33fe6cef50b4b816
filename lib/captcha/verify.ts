import { z } from 'zod';

// Google's siteverify answer (reCAPTCHA v3). Unknown keys are ignored.
const siteverifySchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  challenge_ts: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export type SiteverifyAnswer = z.infer<typeof siteverifySchema>;

// Issue 25: a verifier that hangs is given up after 3 s (it was 5), and the submission goes on
// unverified (lib/api/check-captcha.ts).
export const CAPTCHA_TIMEOUT_MS = 3_000;

export type CaptchaOptions = {
  secret: string;
  minScore: number;
  verifyUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The action the page ran; when given, an answer for another action is refused. */
  expectedAction?: string;
  /** The portal's host name (SITE_URL's); when given, a token minted on another site is refused. */
  expectedHostname?: string;
};

export type CaptchaRejection = 'missing' | 'rejected' | 'low-score' | 'action' | 'hostname';

export type CaptchaResult =
  | { ok: true; score: number; hostname?: string }
  | { ok: false; reason: CaptchaRejection; score?: number; errorCodes: string[] };

/** The verifier could not give an answer (network, 5xx, garbage, our own secret refused). */
export class CaptchaUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CaptchaUnavailableError';
  }
}

// These codes mean our configuration is wrong, not that the visitor is a bot.
const OUR_FAULT = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

async function askSiteverify(token: string, options: CaptchaOptions): Promise<SiteverifyAnswer> {
  const fetcher = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await fetcher(options.verifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: options.secret, response: token }).toString(),
      signal: AbortSignal.timeout(options.timeoutMs ?? CAPTCHA_TIMEOUT_MS),
    });
  } catch (error) {
    throw new CaptchaUnavailableError('the captcha verifier cannot be reached', { cause: error });
  }
  if (!response.ok) {
    throw new CaptchaUnavailableError(`the captcha verifier answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new CaptchaUnavailableError('the captcha verifier answered no JSON', { cause: error });
  }
  const parsed = siteverifySchema.safeParse(body);
  if (!parsed.success)
    throw new CaptchaUnavailableError('the captcha verifier answer is malformed');
  return parsed.data;
}

/** Verifies a reCAPTCHA v3 token on the server: success, the score, the action and the host. */
export async function verifyCaptcha(
  token: string | undefined,
  options: CaptchaOptions,
): Promise<CaptchaResult> {
  if (!token?.trim()) return { ok: false, reason: 'missing', errorCodes: [] };
  const answer = await askSiteverify(token.trim(), options);
  const errorCodes = answer['error-codes'] ?? [];
  if (errorCodes.some((code) => OUR_FAULT.has(code))) {
    throw new CaptchaUnavailableError(`the captcha verifier refused our request: ${errorCodes}`);
  }
  if (!answer.success) return { ok: false, reason: 'rejected', errorCodes };
  // A v3 answer always has a score; none means a v2 key, which proves nothing about bots here.
  if (answer.score === undefined || answer.score < options.minScore) {
    return { ok: false, reason: 'low-score', score: answer.score, errorCodes };
  }
  if (options.expectedAction && answer.action !== options.expectedAction) {
    return { ok: false, reason: 'action', score: answer.score, errorCodes };
  }
  if (
    options.expectedHostname &&
    answer.hostname?.toLowerCase() !== options.expectedHostname.toLowerCase()
  ) {
    return { ok: false, reason: 'hostname', score: answer.score, errorCodes };
  }
  return { ok: true, score: answer.score, hostname: answer.hostname };
}
