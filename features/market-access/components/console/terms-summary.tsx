import { getTranslations } from 'next-intl/server';

import { formatDate } from '@/lib/i18n/format-date';
import { formatNumber } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import type { GeneralOriginRule, Source } from '../../schemas';
import type { StaffLegalStatus } from '../../staff-schemas';

import { EditLegalStatusButton, EditRuleButton } from './terms-buttons';
import styles from './terms-console.module.css';

type Translate = Awaited<ReturnType<typeof getTranslations<'MarketAccessAdmin'>>>;

function SourceText({
  source,
  locale,
  t,
}: {
  source: Source | null;
  locale: Locale;
  t: Translate;
}) {
  // The page's language, else the other one's name: a source named in one language only is still shown.
  const [first, other] =
    locale === 'ar' ? (['name_ar', 'name_en'] as const) : (['name_en', 'name_ar'] as const);
  const name = source ? source[first].trim() || source[other].trim() : '';
  if (!source || (name.trim() === '' && source.url === '')) return <>{t('notEntered')}</>;
  return (
    <>
      {source.url ? (
        <a href={source.url} rel="noreferrer" target="_blank">
          <bdi>{name || source.url}</bdi>
        </a>
      ) : (
        <bdi>{name}</bdi>
      )}
      {source.date && (
        <>
          {', '}
          <time dateTime={source.date}>{formatDate(source.date, locale)}</time>
        </>
      )}
    </>
  );
}

/** The agreement's legal status with its note and source, and the button that edits them. */
export async function LegalStatusSummary({
  locale,
  status,
}: {
  locale: Locale;
  status: StaffLegalStatus;
}) {
  const t = await getTranslations({ locale, namespace: 'MarketAccessAdmin' });
  const note = pick(status, 'note', locale);
  return (
    <section className={styles.section} aria-labelledby="legal-status-title">
      <div className={styles.sectionHead}>
        <h2 id="legal-status-title">{t('legal.title')}</h2>
        <EditLegalStatusButton status={status} />
      </div>
      <dl className={styles.facts}>
        <dt>{t('legal.legal_status')}</dt>
        <dd>{t(`legal.status.${status.legal_status}`)}</dd>
        <dt>{t('legal.note')}</dt>
        <dd>{note.trim() === '' ? t('notEntered') : <bdi>{note}</bdi>}</dd>
        <dt>{t('source.title')}</dt>
        <dd>
          <SourceText source={status.source} locale={locale} t={t} />
        </dd>
      </dl>
    </section>
  );
}

/** The agreement's general rule of origin, figure by figure, and the button that edits it. */
export async function RuleSummary({
  locale,
  agreementId,
  rule,
}: {
  locale: Locale;
  agreementId: number;
  rule: GeneralOriginRule | null;
}) {
  const t = await getTranslations({ locale, namespace: 'MarketAccessAdmin' });
  const none = t('notEntered');
  const text = (value: string) => (value.trim() === '' ? none : <bdi>{value}</bdi>);
  return (
    <section className={styles.section} aria-labelledby="origin-rule-title">
      <div className={styles.sectionHead}>
        <h2 id="origin-rule-title">{t('rule.title')}</h2>
        <EditRuleButton agreementId={agreementId} rule={rule} />
      </div>
      {rule === null ? (
        <p data-testid="origin-rule-none">{t('rule.none')}</p>
      ) : (
        <dl className={styles.facts} data-testid="origin-rule">
          <dt>{t('rule.value_kind')}</dt>
          <dd>
            {rule.value_kind && rule.value_percent !== null
              ? t('rule.valueText', {
                  kind: t(`rule.kind.${rule.value_kind}`),
                  percent: formatNumber(rule.value_percent, locale),
                })
              : none}
          </dd>
          <dt>{t('rule.tariff_shift')}</dt>
          <dd>{rule.tariff_shift ? t(`rule.shift.${rule.tariff_shift}`) : none}</dd>
          <dt>{t('rule.cumulation')}</dt>
          <dd>
            {text(pick(rule, 'cumulation', locale))}
            {rule.cumulation_partners.length > 0 && (
              <>
                {' ('}
                <bdi dir="ltr">{rule.cumulation_partners.join(', ')}</bdi>
                {')'}
              </>
            )}
          </dd>
          <dt>{t('rule.proofs')}</dt>
          <dd>
            {rule.proofs === null
              ? none
              : rule.proofs.map((proof) => t(`rule.proof.${proof}`)).join(t('listSeparator'))}
          </dd>
          <dt>{t('rule.notes')}</dt>
          <dd>{text(pick(rule, 'notes', locale))}</dd>
          <dt>{t('source.title')}</dt>
          <dd>
            <SourceText source={rule.source} locale={locale} t={t} />
          </dd>
        </dl>
      )}
    </section>
  );
}
