import { getTranslations } from 'next-intl/server';

import { BidiText, TextWithLatin } from '@/components/ui/bidi-text';
import { formatDate } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';
import { arabicSourceName } from '@/lib/sources/arabic-source-names';

import type { Source } from '../schemas';

import styles from './market-access.module.css';

// The small pieces every figure of a market-access page is written with (issue 37): a text in the
// page's language (or English, marked so, when no Arabic was entered), its source and date, and
// "not available, ask the agency" where nobody entered one.

type Bilingual = { en: string; ar: string };

/**
 * The text in the page's language, else the English one marked as English. An Arabic text's Latin
 * citations and names ("19 CFR 10.704", "EUR.1") are isolated (issue 45), on the page and in the
 * report printed from it.
 */
export function LocalText({
  text,
  locale,
  className,
}: {
  text: Bilingual;
  locale: Locale;
  className?: string;
}) {
  const arabic = text.ar.trim();
  if (locale === 'ar' && arabic) {
    return (
      <p className={className}>
        <TextWithLatin text={arabic} />
      </p>
    );
  }
  const english = text.en.trim() || arabic;
  const lang = text.en.trim() ? 'en' : 'ar';
  return lang === locale ? (
    <p className={className}>{english}</p>
  ) : (
    <p className={className} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
      {lang === 'ar' ? <TextWithLatin text={english} /> : english}
    </p>
  );
}

export const hasText = (text: Bilingual) => text.en.trim() !== '' || text.ar.trim() !== '';

/** "Source: name, 13 Dec 2018", the name a link to the source when it has an address. */
export async function SourceLine({ source, locale }: { source: Source; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'MarketAccess' });
  // Issue 57: a source staff left without an Arabic name is named by the portal's list if it knows it.
  const arabic = locale === 'ar' ? source.name_ar.trim() || arabicSourceName(source.name_en) : '';
  const name = arabic || source.name_en.trim();
  if (!name && !source.url) return null;
  // An Arabic name's Latin citation ("19 CFR 10.710") isolated, as in the texts it backs; on an
  // Arabic page an English name (or the address) is one left-to-right run.
  const label = arabic ? (
    <TextWithLatin text={arabic} />
  ) : locale === 'ar' ? (
    <BidiText latin>{name || source.url}</BidiText>
  ) : (
    name || source.url
  );
  const named = source.url ? (
    <a className="link" href={source.url} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> ({t('newTab')})</span>
    </a>
  ) : (
    label
  );
  return (
    <p className={styles.source} data-testid="figure-source">
      {t.rich(source.date ? 'sourceDated' : 'source', {
        source: () => named,
        date: () =>
          source.date ? (
            <time dateTime={source.date}>{formatDate(source.date, locale)}</time>
          ) : null,
      })}
      {/* Issue 57: the day the figure was last checked against its source. */}
      {source.checked_on && (
        <span data-testid="figure-checked-on">
          {' '}
          {t.rich('checkedOn', {
            date: () => (
              <time dateTime={source.checked_on!}>{formatDate(source.checked_on!, locale)}</time>
            ),
          })}
        </span>
      )}
    </p>
  );
}

/** A figure nobody entered: never a guess, the agency's advisers know it. */
export async function NotAvailable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'MarketAccess' });
  return (
    <p className={styles.missing} data-testid="not-available">
      {t('notAvailable')}
    </p>
  );
}

/** The "sample figure" mark of an illustrative figure. */
export async function SampleMark({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'MarketAccess' });
  return <span className={styles.sample}>{t('sample')}</span>;
}
