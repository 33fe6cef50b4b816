import { getTranslations } from 'next-intl/server';

import { marketAccessPath } from '@/features/market-access/constants';
import type { YearFigure } from '@/features/market-indicators/indicator-schemas';
import { formatShare, formatUsd } from '@/features/trade-flows/figure-format';
import { formatHsCode } from '@/lib/hs/hs-code';
import { formatNumber, formatYear } from '@/lib/i18n/format-number';
import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';

import type { ComparedMarket } from '../schemas';

import styles from './comparison.module.css';

// The comparison's cells that say more than a number (issue 58): an indicator with its year and
// source, the agreement, the duty with its basis, the rule of origin in one line, the tax.

type Cell<T> = { value: T; locale: Locale };

/** A yearly figure (GDP, population) with its year under it; "not available" if none. */
export async function YearFigureCell({
  value,
  locale,
  format,
}: Cell<YearFigure | null> & { format: 'usd' | 'count' }) {
  const t = await getTranslations({ locale, namespace: 'MarketComparison.table' });
  if (!value) return <span className={styles.muted}>{t('notAvailable')}</span>;
  const shown =
    format === 'usd'
      ? formatUsd(value.value, locale)
      : formatNumber(value.value, locale, { notation: 'compact', maximumFractionDigits: 1 });
  // The year under the figure; its source is named once under the table (IndicatorSources).
  return (
    <>
      <span className={styles.nowrap}>{shown}</span>
      <span className={styles.note}>{formatYear(value.year, locale)}</span>
    </>
  );
}

/** Jordan's agreements with the market, the first linked to its market-access page. */
export async function AgreementCell({
  market,
  code,
  locale,
}: {
  market: ComparedMarket;
  code: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'MarketComparison.table' });
  const [first] = market.agreements;
  if (!first) return <span className={styles.muted}>{t('noAgreement')}</span>;
  const name = locale === 'ar' ? market.country.name_ar : market.country.name_en;
  return (
    <a
      className="link"
      href={localePath(marketAccessPath(code, market.country.code), locale)}
      aria-label={`${locale === 'ar' ? first.title_ara : first.title_eng} – ${t('marketAccess', { market: name })}`}
    >
      {locale === 'ar' ? first.title_ara : first.title_eng}
    </a>
  );
}

/** The preferential duty as entered, with its basis (the heading's row or the agreement's rule). */
export async function DutyCell({ value, locale }: Cell<ComparedMarket['duty']>) {
  const t = await getTranslations({ locale, namespace: 'MarketComparison' });
  if (!value) return <span className={styles.muted}>{t('table.noDuty')}</span>;
  const code = isolate(formatHsCode(value.code), locale, { latin: true });
  const text = locale === 'ar' ? value.text_ar : value.text_en;
  // An agreement-wide fact's text is long (its exceptions and caveats): its kind says it in a
  // word; the whole text is on the market-access page the agreement's cell links to.
  const short = value.kind === 'free' || value.kind === 'depends';
  return (
    <>
      {short ? (
        <span title={text}>{t(`dutyKind.${value.kind}`)}</span>
      ) : (
        <span className={styles.clamp} title={text}>
          {text}
        </span>
      )}
      <span className={styles.note}>
        {t(`basis.${value.basis}`, { code })}
        {value.sample && ` · ${t('table.sample')}`}
      </span>
    </>
  );
}

/** The rule of origin in one line. */
export async function RuleCell({ value, locale }: Cell<ComparedMarket['rule_of_origin']>) {
  const t = await getTranslations({ locale, namespace: 'MarketComparison' });
  if (!value) return <span className={styles.muted}>{t('table.noRule')}</span>;
  const { line } = value;
  if (line.kind === 'text') {
    const text = locale === 'ar' ? line.text_ar : line.text_en;
    return (
      <span className={styles.clamp} title={text}>
        {text}
      </span>
    );
  }
  if (line.kind === 'product_specific') {
    return (
      <>{t('rule.productSpecific', { count: line.sets, shown: formatNumber(line.sets, locale) })}</>
    );
  }
  const parts = [
    line.value_kind && line.value_percent !== null
      ? t(`rule.${line.value_kind}`, { percent: formatShare(line.value_percent / 100, locale) })
      : null,
    line.tariff_shift && line.tariff_shift !== 'none' ? t(`rule.${line.tariff_shift}`) : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return <span className={styles.muted}>{t('table.noRule')}</span>;
  return (
    <>{parts.length === 2 ? t('rule.joined', { first: parts[0]!, second: parts[1]! }) : parts[0]}</>
  );
}

/** A tax rate as published: 7.25 %, not rounded to 7.3 %. */
const formatRate = (rate: number, locale: Locale) =>
  formatNumber(rate, locale, { style: 'percent', maximumFractionDigits: 2 });

/** The VAT, GST or sales tax on imports, with its note (its source is named under the table). */
export async function TaxCell({ value, locale }: Cell<ComparedMarket['tax']>) {
  const t = await getTranslations({ locale, namespace: 'MarketComparison' });
  if (!value) return <span className={styles.muted}>{t('table.notAvailable')}</span>;
  const note = locale === 'ar' ? value.note_ar : value.note_en;
  return (
    <>
      <span className={styles.nowrap}>
        {t(`tax.${value.kind}`, { rate: formatRate(value.rate, locale) })}
      </span>
      <span className={styles.note}>
        {[note, value.corrected ? t('table.corrected') : null].filter(Boolean).join(' · ')}
      </span>
    </>
  );
}
