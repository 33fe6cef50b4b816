import { getTranslations } from 'next-intl/server';

import { HsCode } from '@/features/hs-codes/components/hs-code-parts';
import { formatHsCode } from '@/lib/hs/hs-code';
import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import type { AppliedRule, Source } from '../schemas';

import { hasText, LocalText, NotAvailable, SampleMark, SourceLine } from './figures';
import styles from './market-access.module.css';
import { OriginTermsView } from './origin-terms-view';
import { ProductRuleView } from './product-rule-view';

type GeneralRuleShown = Extract<AppliedRule, { kind: 'general' }>;

type Props = {
  rule: AppliedRule | null;
  locale: Locale;
  headingId: string;
  /** The UK's guidance texts under a product-specific rule (the report leaves them out). */
  guidance?: boolean;
};

/** The rule of origin that applies: the heading's specific rule, else the agreement's general rule. */
export async function OriginRuleView({ rule, locale, headingId, guidance = true }: Props) {
  const t = await getTranslations({ locale, namespace: 'MarketAccess' });
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.sectionTitle}>
        {t('rule.title')}
      </h4>
      {!rule ? (
        <NotAvailable locale={locale} />
      ) : rule.kind === 'specific' ? (
        <div className={styles.rule} data-testid="specific-rule">
          <p className={styles.value}>
            {t('rule.specific')} <HsCode code={formatHsCode(rule.code)} badge={false} />
            {rule.sample && <SampleMark locale={locale} />}
          </p>
          <LocalText
            text={{ en: rule.text_en, ar: rule.text_ar }}
            locale={locale}
            className={styles.text}
          />
          <SourceLine source={rule.source} locale={locale} />
        </div>
      ) : rule.kind === 'product_specific' ? (
        <ProductRuleView rule={rule} locale={locale} guidance={guidance} />
      ) : (
        <GeneralRule rule={rule} locale={locale} />
      )}
    </section>
  );
}

async function GeneralRule({ rule, locale }: { rule: GeneralRuleShown; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'MarketAccess' });
  const terms = await getTranslations({ locale, namespace: 'ProductRules' });
  const percent =
    rule.value_percent === null
      ? ''
      : formatNumber(rule.value_percent / 100, locale, {
          style: 'percent',
          maximumFractionDigits: 2,
        });
  const cumulation = { en: rule.cumulation_en, ar: rule.cumulation_ar };
  const notes = { en: rule.notes_en, ar: rule.notes_ar };
  return (
    <div className={styles.rule} data-testid="general-rule">
      <p className={styles.value}>{t('rule.general')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('rule.value')}</dt>
          <dd>
            {rule.value_kind ? (
              <p className={styles.text}>{t(`rule.valueKinds.${rule.value_kind}`, { percent })}</p>
            ) : (
              <NotAvailable locale={locale} />
            )}
          </dd>
        </div>
        <div>
          <dt>{t('rule.tariffShift')}</dt>
          <dd>
            {rule.tariff_shift ? (
              <p className={styles.text}>{t(`rule.tariffShifts.${rule.tariff_shift}`)}</p>
            ) : (
              <NotAvailable locale={locale} />
            )}
          </dd>
        </div>
        <div>
          <dt>{t('rule.cumulation')}</dt>
          <dd>
            {hasText(cumulation) ? (
              <LocalText text={cumulation} locale={locale} className={styles.text} />
            ) : (
              <NotAvailable locale={locale} />
            )}
          </dd>
        </div>
        <div>
          <dt>{t('rule.proofs')}</dt>
          <dd>
            {rule.proofs && rule.proofs.length > 0 ? (
              <ul className={styles.proofs}>
                {rule.proofs.map((proof) => (
                  <li key={proof}>{t(`rule.proofKinds.${proof}`)}</li>
                ))}
              </ul>
            ) : (
              <NotAvailable locale={locale} />
            )}
          </dd>
        </div>
        {hasText(notes) && (
          <div>
            <dt>{t('rule.notes')}</dt>
            <dd>
              <LocalText text={notes} locale={locale} className={styles.text} />
            </dd>
          </div>
        )}
        {rule.value_cap && (
          <PartnerTerm
            title={terms('valueCap')}
            term={rule.value_cap}
            locale={locale}
            id="us-value-cap"
          />
        )}
        {rule.textile_rule && (
          <PartnerTerm
            title={terms('textileRule')}
            term={rule.textile_rule}
            locale={locale}
            id="us-textile-rule"
          />
        )}
      </dl>
      <SourceLine source={rule.source} locale={locale} />
      {rule.origin_terms && rule.origin_terms.length > 0 && (
        <OriginTermsView terms={rule.origin_terms} locale={locale} />
      )}
    </div>
  );
}

type Term = { text_en: string; text_ar: string; sources: Source[] };

/** A term of the partner's the general figures do not hold (the US's cap, its textile rule). */
function PartnerTerm({
  title,
  term,
  locale,
  id,
}: {
  title: string;
  term: Term;
  locale: Locale;
  id: string;
}) {
  return (
    <div data-testid={id}>
      <dt>{title}</dt>
      <dd>
        <LocalText
          text={{ en: term.text_en, ar: term.text_ar }}
          locale={locale}
          className={styles.text}
        />
        {term.sources.map((source) => (
          <SourceLine key={source.url} source={source} locale={locale} />
        ))}
      </dd>
    </div>
  );
}
