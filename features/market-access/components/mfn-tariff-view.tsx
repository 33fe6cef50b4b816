import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { BidiText, TextWithLatin } from '@/components/ui/bidi-text';
import { formatDate } from '@/lib/i18n/format-date';
import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';
import { arabicSourceName } from '@/lib/sources/arabic-source-names';

import { jordanFree, type MfnLine, type MfnTariff } from '../mfn-schemas';

import { NotAvailable } from './figures';
import styles from './mfn-tariff.module.css';

// The partner's general (MFN) duty from its imported official tariff (issue 46): each national
// line under the code with its description, rate and Jordan's rate in the special column, then the
// tariff's name, edition and the day it was imported. The tariff's texts are English as published.

type Props = { mfn: MfnTariff; partner: string; locale: Locale };

export async function MfnTariffView({ mfn, partner, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'MarketAccessMfn' });
  if (mfn.status === 'not_imported' || !mfn.source) {
    return (
      <div data-testid="mfn-tariff" data-status="not_imported">
        <p className={styles.note}>{t('notImported', { partner })}</p>
        <NotAvailable locale={locale} />
      </div>
    );
  }
  const { source } = mfn;
  const english = locale === 'ar' ? { lang: 'en', dir: 'ltr' as const } : {};
  // Issue 57: the tariff named in Arabic on the Arabic page where the portal knows it.
  const arabicName = locale === 'ar' ? arabicSourceName(source.name) : '';
  return (
    <div data-testid="mfn-tariff" data-status={mfn.status}>
      {mfn.status === 'no_line' ? (
        <p className={styles.note}>{t('noLine')}</p>
      ) : (
        <ul className={styles.lines} data-testid="mfn-lines">
          {mfn.lines.map((line) => (
            <MfnLineItem key={line.code} line={line} english={english} t={t} />
          ))}
        </ul>
      )}
      {mfn.total > mfn.lines.length && (
        <p className={styles.note}>
          {t('more', {
            shown: formatNumber(mfn.lines.length, locale),
            count: mfn.total,
            total: formatNumber(mfn.total, locale),
          })}
        </p>
      )}
      <p className={styles.source} data-testid="mfn-source">
        {t.rich(source.edition ? 'sourceEdition' : 'source', {
          source: () => (
            <a className="link" href={source.url} target="_blank" rel="noopener noreferrer">
              {arabicName ? (
                <TextWithLatin text={arabicName} />
              ) : (
                <span {...english}>{source.name}</span>
              )}
              <span className="visually-hidden"> ({t('newTab')})</span>
            </a>
          ),
          edition: () => <BidiText latin>{source.edition}</BidiText>,
          fileDate: () =>
            source.file_date ? (
              <time dateTime={source.file_date}>{formatDate(source.file_date, locale)}</time>
            ) : null,
          imported: () => (
            <time dateTime={source.imported_at}>{formatDate(source.imported_at, locale)}</time>
          ),
        })}
      </p>
    </div>
  );
}

const latin = (chunks: ReactNode) => <BidiText latin>{chunks}</BidiText>;

type Translate = Awaited<ReturnType<typeof getTranslations<'MarketAccessMfn'>>>;

function MfnLineItem({
  line,
  english,
  t,
}: {
  line: MfnLine;
  english: { lang?: string; dir?: 'ltr' };
  t: Translate;
}) {
  return (
    <li className={styles.line} data-testid="mfn-line" data-code={line.code}>
      <p className={styles.head}>
        <BidiText latin>{line.written}</BidiText> <span {...english}>{line.description}</span>
      </p>
      {line.context && (
        <p className={styles.context} {...english}>
          {line.context}
        </p>
      )}
      <p className={styles.rate}>
        {line.general
          ? t.rich('general', { rate: () => <BidiText latin>{line.general}</BidiText> })
          : t('noGeneral')}
      </p>
      {jordanFree(line) ? (
        <p className={styles.confirmed} data-testid="jo-preference">
          {t.rich('jordanFree', { latin })}
        </p>
      ) : (
        line.jordan && (
          <p className={styles.rate} data-testid="jo-rate">
            {t.rich('jordanRate', {
              latin,
              rate: () => <BidiText latin>{line.jordan}</BidiText>,
            })}
          </p>
        )
      )}
    </li>
  );
}
