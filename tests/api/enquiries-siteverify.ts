import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createCaptchaVerifier } from '@/lib/captcha';

import { TEST_SITE_URL } from './helpers/test-services';

export const FAKE_SECRET = 'fake-siteverify-secret';
export const SITE_HOSTNAME = new URL(TEST_SITE_URL).hostname;

/**
 * A token the fake answers as Google would for a page that ran `action` on `hostname`:
 * `good:<action>[@<hostname>]` (score 0.9) or `low:<action>` (score 0.1).
 */
export const captchaToken = (action: string, hostname = SITE_HOSTNAME) =>
  `good:${action}@${hostname}`;

/**
 * A local stand-in for Google's siteverify that answers by token (never leaves the machine):
 * the tokens of `captchaToken`, `down` (503), `garbage` (200, not JSON), `hang` (never answers);
 * anything else is an invalid token.
 */
export async function startFakeSiteverify() {
  const requests: { contentType: string; secret: string | null; response: string | null }[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const token = form.get('response') ?? '';
      requests.push({
        contentType: req.headers['content-type'] ?? '',
        secret: form.get('secret'),
        response: token,
      });
      if (token === 'hang') {
        hanging.add(res);
        return;
      }
      if (token === 'down') {
        res.writeHead(503).end('unavailable');
        return;
      }
      if (token === 'garbage') {
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>maintenance</html>');
        return;
      }
      const minted = /^(good|low):([^@]*)(?:@(.*))?$/.exec(token);
      const answer =
        form.get('secret') !== FAKE_SECRET
          ? { success: false, 'error-codes': ['invalid-input-secret'] }
          : minted
            ? {
                success: true,
                score: minted[1] === 'good' ? 0.9 : 0.1,
                action: minted[2],
                hostname: minted[3] ?? SITE_HOSTNAME,
                challenge_ts: new Date().toISOString(),
              }
            : { success: false, 'error-codes': ['invalid-input-response'] };
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/recaptcha/api/siteverify`;
  return {
    url,
    requests,
    /** A verifier as production builds it from the configuration, for TEST_SITE_URL. */
    verifier: () =>
      createCaptchaVerifier({
        secret: FAKE_SECRET,
        minScore: 0.5,
        verifyUrl: url,
        expectedHostname: SITE_HOSTNAME,
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeSiteverify = Awaited<ReturnType<typeof startFakeSiteverify>>;
