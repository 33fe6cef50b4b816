import { describe, expect, it, vi } from 'vitest';

import { CaptchaUnavailableError, verifyCaptcha, type CaptchaOptions } from '@/lib/captcha/verify';

const VERIFY_URL = 'https://captcha.test/siteverify';

/** A fetch that answers `body` with `status` and records what it was asked. */
function fakeFetch(body: unknown, status = 200) {
  return vi.fn<typeof fetch>(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

const options = (fetcher: typeof fetch, extra: Partial<CaptchaOptions> = {}): CaptchaOptions => ({
  secret: 'server-secret',
  minScore: 0.5,
  verifyUrl: VERIFY_URL,
  fetch: fetcher,
  ...extra,
});

describe('verifyCaptcha', () => {
  it('posts the secret and the token form-encoded and accepts a good score', async () => {
    const fetcher = fakeFetch({
      success: true,
      score: 0.9,
      action: 'matchmaking',
      hostname: 'x.jo',
    });
    expect(await verifyCaptcha(' token-1 ', options(fetcher))).toEqual({
      ok: true,
      score: 0.9,
      hostname: 'x.jo',
    });
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe(VERIFY_URL);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      secret: 'server-secret',
      response: 'token-1',
    });
  });

  it.each([undefined, '', '   '])('refuses a missing token (%j) without asking', async (token) => {
    const fetcher = fakeFetch({ success: true, score: 1 });
    expect(await verifyCaptcha(token, options(fetcher))).toMatchObject({
      ok: false,
      reason: 'missing',
    });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('refuses an answer with success false and keeps its error codes', async () => {
    const fetcher = fakeFetch({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    expect(await verifyCaptcha('t', options(fetcher))).toEqual({
      ok: false,
      reason: 'rejected',
      errorCodes: ['timeout-or-duplicate'],
    });
  });

  it.each([
    [0.1, 'low-score'],
    [0.49, 'low-score'],
    [0.5, null],
  ])('score %d against a threshold of 0.5', async (score, reason) => {
    const result = await verifyCaptcha('t', options(fakeFetch({ success: true, score })));
    expect(result.ok ? null : result.reason).toBe(reason);
  });

  it('refuses an answer without a score (not a v3 key)', async () => {
    const result = await verifyCaptcha('t', options(fakeFetch({ success: true })));
    expect(result).toMatchObject({ ok: false, reason: 'low-score' });
  });

  it('checks the action only when one is expected', async () => {
    const fetcher = fakeFetch({ success: true, score: 0.9, action: 'login' });
    expect((await verifyCaptcha('t', options(fetcher))).ok).toBe(true);
    expect(
      await verifyCaptcha('t', options(fetcher, { expectedAction: 'matchmaking' })),
    ).toMatchObject({ ok: false, reason: 'action' });
  });

  it('checks the host name the token was minted on when one is expected (issue 25)', async () => {
    const answer = (hostname?: string) =>
      fakeFetch({ success: true, score: 0.9, action: 'other', hostname });
    const expected = { expectedAction: 'other', expectedHostname: 'jordanexports.jo' };
    expect((await verifyCaptcha('t', options(answer('jordanexports.jo'), expected))).ok).toBe(true);
    expect((await verifyCaptcha('t', options(answer('JordanExports.JO'), expected))).ok).toBe(true);
    for (const hostname of ['evil.example', 'jordanexports.jo.evil.example', undefined]) {
      expect(await verifyCaptcha('t', options(answer(hostname), expected))).toMatchObject({
        ok: false,
        reason: 'hostname',
      });
    }
  });

  it.each([
    ['a 5xx answer', () => fakeFetch('oops', 502)],
    ['a 4xx answer', () => fakeFetch('no', 404)],
    ['an answer that is not JSON', () => fakeFetch('<html>', 200)],
    ['an answer of the wrong shape', () => fakeFetch({ success: 'yes' })],
    [
      'our secret refused',
      () => fakeFetch({ success: false, 'error-codes': ['invalid-input-secret'] }),
    ],
    [
      'a network failure',
      () =>
        vi.fn<typeof fetch>(async () => {
          throw new TypeError('fetch failed');
        }),
    ],
  ])('%s means no verdict (CaptchaUnavailableError)', async (_, make) => {
    await expect(verifyCaptcha('t', options(make()))).rejects.toBeInstanceOf(
      CaptchaUnavailableError,
    );
  });

  it('gives up on a verifier that does not answer in time', async () => {
    const hanging = vi.fn<typeof fetch>(
      (_, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    await expect(verifyCaptcha('t', options(hanging, { timeoutMs: 20 }))).rejects.toBeInstanceOf(
      CaptchaUnavailableError,
    );
  });
});
