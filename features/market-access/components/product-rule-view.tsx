import { getTranslations } from 'next-intl/server';

import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import type { ProductSpecificRule } from '../product-rule-schemas';

import { ArabicRule } from './arabic-rule';
import { hasText, LocalText, SourceLine } from './figures';
import { MarkdownText } from './markdown-text';
import styles from './market-access.module.css';
import { PortalSummary } from './portal-summary';
import own from './product-rule.module.css';
import { SetLabel } from './set-label';
import { UkGuidance } from './uk-guidance';

// The UK–Jordan product-specific rule of a code (issue 46): each rule set it falls under, with its
// list entry and description (several: the exporter's choice, asked by the self-assessment), its
// rules joined by "or" as published in English; the scheme's proofs and cumulation partners; the
// source (UK Trade Tariff, Crown copyright) and the guidance texts behind a disclosure.

/** The UK's own codes that are not ISO 3166-1: XS is Serbia (RS); XK (Kosovo) is named by Intl. */
const UK_CODES: Record<string, string> = { XS: 'RS' };

/** A country or the EU by its code, in the page's language. */
export function regionNames(codes: readonly string[], locale: Locale): string {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  return codes
    .map((code) => {
      try {
        return names.of(UK_CODES[code] ?? code) ?? code;
      } catch {
        return code;
      }
    })
    .join(locale === 'ar' ? '، ' : ', ');
}

export async function ProductRuleView({
  rule,
  locale,
  guidance = true,
}: {
  rule: ProductSpecificRule;
  locale: Locale;
  /** The guidance texts (the market-access page); the report leaves them out. */
  guidance?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'ProductRules' });
  const market = await getTranslations({ locale, namespace: 'MarketAccess' });
  const { bilateral, extended } = rule.cumulation;
  const cumulation = { en: rule.cumulation_en, ar: rule.cumulation_ar };
  const notes = { en: rule.notes_en, ar: rule.notes_ar };
  return (
    <div className={styles.rule} data-testid="product-specific-rule">
      <p className={styles.value}>
        {rule.sets.length > 1
          ? t('introMany', { count: formatNumber(rule.sets.length, locale) })
          : t('intro')}
      </p>
      <ol className={own.sets} data-testid="uk-rule-sets">
        {rule.sets.map((set, index) => (
          <li key={index} className={own.set} data-testid="uk-rule-set">
            <SetLabel heading={set.heading} subdivision={set.subdivision} locale={locale} />
            {set.rules.map((item) => (
              <div key={item.position}>
                {item.operator && (
                  <p className={own.or} data-testid="uk-rule-or">
                    {t('or')}
                  </p>
                )}
                <MarkdownText text={item.text} className={own.ruleText} />
                {locale === 'ar' && <ArabicRule rule={item} mark={t('arabicMark')} />}
              </div>
            ))}
          </li>
        ))}
      </ol>
      <dl className={styles.facts}>
        <div>
          <dt>{market('rule.proofs')}</dt>
          <dd>
            <ul className={styles.proofs} data-testid="uk-proofs" lang="en" dir="ltr">
              {rule.proofs.map((proof) => (
                <li key={proof.proof_class}>
                  {proof.summary}
                  {proof.subtext && ` (${proof.subtext})`}
                </li>
              ))}
            </ul>
            {locale === 'ar' && rule.summary_ar && (
              <PortalSummary text={rule.summary_ar.proofs} mark={t('summaryMark')} />
            )}
          </dd>
        </div>
        <div>
          <dt>{market('rule.cumulation')}</dt>
          <dd data-testid="uk-cumulation">
            <p className={styles.text}>
              {t('bilateral', { countries: regionNames(bilateral, locale) })}
            </p>
            <p className={styles.text}>
              {t('extended', { countries: regionNames(extended, locale) })}
            </p>
            {hasText(cumulation) && (
              <LocalText text={cumulation} locale={locale} className={styles.text} />
            )}
            {locale === 'ar' && rule.summary_ar && (
              <PortalSummary text={rule.summary_ar.cumulation} mark={t('summaryMark')} />
            )}
          </dd>
        </div>
        {hasText(notes) && (
          <div>
            <dt>{market('rule.notes')}</dt>
            <dd>
              <LocalText text={notes} locale={locale} className={styles.text} />
            </dd>
          </div>
        )}
      </dl>
      <p className={styles.text}>
        {t('ord')}{' '}
        <span lang="en" dir="ltr">
          {rule.ord.title}, {rule.ord.version}, {rule.ord.date}
        </span>
      </p>
      <SourceLine source={rule.source} locale={locale} />
      <p className={styles.text}>
        <a className="link" href={rule.page_url} target="_blank" rel="noopener noreferrer">
          {t('page')}
        </a>{' '}
        {t('licence')}
      </p>
      {guidance && <UkGuidance agreementId={rule.agreement_id} locale={locale} />}
    </div>
  );
}
