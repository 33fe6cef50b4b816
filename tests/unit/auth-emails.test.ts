import { describe, expect, it } from 'vitest';

import { renderEmail } from '@/features/auth/server/email-layout';
import {
  portalUrl,
  resetEmail,
  verificationEmail,
  welcomeEmail,
} from '@/features/auth/server/emails';
import { parseVerification, verificationIsValid } from '@/lib/auth/signed-links';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

const SITE = 'https://portal.example';
const SECRET = 'unit-secret-unit-secret-unit-secret-0123';
const NOW = new Date('2026-11-21T09:00:00Z');
const english = { id: 7, name: 'Lina', email: 'lina+test@example.jo', locale: 'en' as const };
const arabic = { ...english, name: 'لينا', locale: 'ar' as const };

describe('auth e-mails', () => {
  it('builds links in the recipient language', () => {
    expect(portalUrl(SITE, 'en', '/profile')).toBe('https://portal.example/profile');
    expect(portalUrl(`${SITE}/`, 'ar', '/profile')).toBe('https://portal.example/ar/profile');
  });

  it('sends a verification link signed for the user that lasts 24 hours', () => {
    const mail = verificationEmail(english, SITE, SECRET, NOW);
    expect(mail.to).toBe(english.email);
    expect(mail.subject).toBe(en.Emails.verify.subject);
    const hash = /\/auth\/verify\/(\S+)/.exec(mail.text)![1]!;
    const claim = parseVerification(hash)!;
    expect(verificationIsValid(SECRET, claim, english.email, NOW)).toBe(true);
    expect(mail.text).toContain(en.Emails.verify.expiry.replace('{hours}', '24'));
    expect(mail.html).toContain(`href="https://portal.example/auth/verify/${hash}"`);
  });

  it('puts the encoded address in the reset link and says it lasts 60 minutes', () => {
    const mail = resetEmail(english, SITE, 'tok_en');
    const link = 'https://portal.example/auth/reset_password/tok_en/lina%2Btest%40example.jo';
    expect(mail.text).toContain(link);
    // The button's href, then the plain link's href and text.
    expect(mail.html.split(link)).toHaveLength(4);
    expect(mail.text).toContain(en.Emails.reset.expiry.replace('{minutes}', '60'));
  });

  it('writes Arabic mails right to left', () => {
    const mail = welcomeEmail(arabic, SITE);
    expect(mail.subject).toBe(
      ar.Emails.welcome.subject.replace('{portal}', ar.Metadata.portalName),
    );
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(mail.html).toContain('text-align:right');
    expect(mail.html).toContain('https://portal.example/ar/profile');
    // The name is isolated from the Arabic line around it (lib/i18n/isolate.ts).
    expect(mail.text).toContain(ar.Emails.greeting.replace('{name}', '\u2068لينا\u2069'));
  });

  it('escapes every text it puts into the HTML', () => {
    const mail = renderEmail({
      to: 'x@example.jo',
      locale: 'en',
      portal: 'Portal',
      subject: 'Hi <script>',
      greeting: 'Hello <img src=x onerror=alert(1)>,',
      intro: ['"quoted" & more'],
      action: { label: 'Go', url: 'https://portal.example/a?b=1&c="2"' },
      notes: [],
      linkHint: 'Copy:',
      signature: 'Team',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(mail.html).toContain('href="https://portal.example/a?b=1&#38;c=&#34;2&#34;"');
    expect(mail.text).toContain('Hello <img src=x onerror=alert(1)>,');
  });
});
