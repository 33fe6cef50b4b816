import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createCaptchaVerifier } from '@/lib/captcha';

export const FAKE_SECRET = 'fake-siteverify-secret';

/** A local stand-in for Google's siteverify that answers by token (never leaves the machine). */
export async function startFakeSiteverify() {
  const requests: { contentType: string; secret: string | null; response: string | null }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const token = form.get('response');
      requests.push({
        contentType: req.headers['content-type'] ?? '',
        secret: form.get('secret'),
        response: token,
      });
      const answers: Record<string, unknown> = {
        good: { success: true, score: 0.9, action: 'enquiry', hostname: 'portal.test' },
        low: { success: true, score: 0.1, action: 'enquiry', hostname: 'portal.test' },
      };
      if (token === 'down') {
        res.writeHead(503).end('unavailable');
        return;
      }
      const answer =
        form.get('secret') !== FAKE_SECRET
          ? { success: false, 'error-codes': ['invalid-input-secret'] }
          : (answers[token ?? ''] ?? { success: false, 'error-codes': ['invalid-input-response'] });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/recaptcha/api/siteverify`;
  return {
    url,
    requests,
    verifier: () => createCaptchaVerifier({ secret: FAKE_SECRET, minScore: 0.5, verifyUrl: url }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeSiteverify = Awaited<ReturnType<typeof startFakeSiteverify>>;
