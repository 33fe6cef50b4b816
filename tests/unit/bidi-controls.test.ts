import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';

import { digestMail } from '@/features/alerts/server/alert-mails';
import { newsFieldsSchema } from '@/features/news/schemas';
import { buildCollectionFeed } from '@/features/open-data/collection-feed';
import { feedTextsOf } from '@/features/open-data/feed-texts';
import { toCsv } from '@/lib/csv/csv';
import { xmlSafe } from '@/lib/feeds/xml-text';
import { withoutBidiControls, withoutBidiOverrides } from '@/lib/i18n/bidi-controls';
import { isolate } from '@/lib/i18n/isolate';
import { renderTableMail } from '@/lib/mail/table-mail';
import { optionalText } from '@/lib/validation/content-fields';
import { requiredText, userText } from '@/lib/validation/rules';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

// Issue 48 "Loose ends": the bidi controls (U+202A–U+202E, U+2066–U+2069) a user writes are
// removed at the input and from every output (pages, Atom feeds, mails, CSV); the portal's own
// isolates around a value stay. A news title with an override (U+202E) reaches none of them.

const RLO = '\u202E';
const CONTROLS = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];
const ANY_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const ANY_OVERRIDE = /[\u202A-\u202E]/;
// "invoice‮fdp.exe" is drawn "invoiceexe.pdf".
const TITLE = `Export forum ${RLO}fdp.exe`;
const CLEAN = 'Export forum fdp.exe';
const SITE = 'https://jordanexports.example';

describe('the bidi controls', () => {
  it('are all removed from a text, and the overrides alone where isolates are the portal’s', () => {
    expect(withoutBidiControls(`a${CONTROLS.join('')}b`)).toBe('ab');
    expect(withoutBidiOverrides(`a${CONTROLS.join('')}b`)).toBe('a\u2066\u2067\u2068\u2069b');
    // The marks and Arabic letters are text, not controls.
    expect(withoutBidiControls('\u200Fمرحبا\u200E')).toBe('\u200Fمرحبا\u200E');
  });

  it('are removed at the input by the shared text rules', () => {
    expect(requiredText().parse(` ${TITLE} `)).toBe(CLEAN);
    expect(userText().parse(`\u2067x\u2069`)).toBe('x');
    expect(optionalText(100).parse(RLO)).toBe('');
    expect(requiredText().safeParse(` ${RLO} `).success).toBe(false);
  });

  it('never reach a page: the news form stores the title without them', () => {
    const parsed = newsFieldsSchema.partial().parse({
      DESCRIPTION_ENG: TITLE,
      DESCRIPTION_ARA: `منتدى ${RLO}التصدير`,
    });
    expect(parsed.DESCRIPTION_ENG).toBe(CLEAN);
    expect(parsed.DESCRIPTION_ARA).toBe('منتدى التصدير');
  });

  it('inside an isolated value are removed; the portal’s own isolate stays', () => {
    expect(isolate(TITLE, 'ar')).toBe(`\u2068${CLEAN}\u2069`);
    expect(isolate(TITLE, 'en')).toBe(CLEAN);
  });
});

describe('a stored news title with U+202E reaches no output', () => {
  const translate = (locale: 'en' | 'ar') => {
    const t = createTranslator({
      locale,
      messages: locale === 'ar' ? ar : en,
      namespace: 'OpenData',
    });
    return (key: string, values?: Record<string, string>) => t(key as never, values as never);
  };
  const row = {
    id: 7,
    DESCRIPTION_ENG: TITLE,
    DESCRIPTION_ARA: `منتدى ${RLO}التصدير`,
    TARIFF_ENG: `<p>Body ${RLO}with an override</p>`,
    TARIFF_ARA: '<p>نص</p>',
    meta_description_en: '',
    meta_description_ar: '',
    news_date: '2026-11-19',
    created_at: '2026-11-19 08:00:00+00',
    updated_at: '2026-11-20 09:15:00+00',
  };

  it.each(['en', 'ar'] as const)('the Atom feed (%s)', (locale) => {
    const xml = buildCollectionFeed({
      name: 'news',
      rows: [row],
      locale,
      siteUrl: SITE,
      today: '2026-11-25',
      texts: feedTextsOf(translate(locale), 'news', locale),
    });
    // No override anywhere; the isolates left are the feed's own, around its Latin values.
    expect(xml).not.toMatch(ANY_OVERRIDE);
    const title = locale === 'en' ? CLEAN : 'منتدى التصدير';
    expect(xml).toContain(`<title type="text">${title}</title>`);
    expect(xmlSafe(`a${RLO}b\u2068c\u2069`)).toBe('ab\u2068c\u2069');
  });

  it('a mail: the digest and a table of values, subject, HTML and text', () => {
    const digest = digestMail(
      { email: 'rana@example.jo', locale: 'ar', token: 't'.repeat(43) },
      [{ type: 'news', title: TITLE, path: '/news/7' }],
      SITE,
    );
    const table = renderTableMail({
      to: 'rana@example.jo',
      locale: 'ar',
      portal: 'Jordan Exports',
      subject: `Re: ${TITLE}`,
      paragraphs: [`About ${TITLE}`],
      rows: [['Title', TITLE]],
      after: [],
      signature: 'JEDCO',
    });
    for (const mail of [digest, table]) {
      expect(mail.subject).not.toMatch(ANY_OVERRIDE);
      expect(mail.html).not.toMatch(ANY_CONTROL);
      expect(mail.text).not.toMatch(ANY_OVERRIDE);
    }
    expect(digest.text).toContain(CLEAN);
    // The table's value is isolated in the Arabic text version, by the portal alone.
    expect(table.text).toContain(`Title: \u2068${CLEAN}\u2069`);
  });

  it('a CSV file', () => {
    const csv = toCsv(['Title'], [[TITLE], [`${RLO}=1+2`]]);
    expect(csv).not.toMatch(ANY_CONTROL);
    expect(csv).toContain(`"${CLEAN}"`);
    // Removing the control does not let a formula through.
    expect(csv).toContain(`"'=1+2"`);
  });
});
