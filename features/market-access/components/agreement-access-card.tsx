import { getTranslations } from 'next-intl/server';

import { BidiText } from '@/components/ui/bidi-text';
import { formatDate } from '@/lib/i18n/format-date';
import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { appliesNow } from '../applicable-terms';
import { assessmentPath } from '../constants';
import type { MfnTariff } from '../mfn-schemas';
import { hasMissingFigure } from '../missing-figures';
import type { ProviderDuties } from '../provider-duties-schema';
import type { MarketAccessAgreement } from '../schemas';

import { AdditionalDutiesView } from './additional-duties-view';
import { AskAgency } from './ask-agency';
import { DutyFactView } from './duty-fact-view';
import { LocalText, NotAvailable, SampleMark, SourceLine } from './figures';
import styles from './market-access.module.css';
import { MfnTariffView } from './mfn-tariff-view';
import { OriginRuleView } from './origin-rule-view';

type Props = {
  agreement: MarketAccessAgreement;
  /** The product's code and the partner's ISO code, for the self-assessment's address. */
  code: string;
  country: string;
  partner: string;
  locale: Locale;
  /** The partner's tariff could not be read just now (the provider is away). */
  tariffUnavailable: boolean;
  /** The partner's MFN lines from its imported tariff (issue 46); absent: none covers it. */
  mfn?: MfnTariff | null;
};

/** One agreement with the partner: its legal status, the duties and the rule of origin. */
export async function AgreementAccessCard({
  agreement,
  code,
  country,
  partner,
  locale,
  tariffUnavailable,
  mfn,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'MarketAccess' });
  const status = agreement.legal_status.status;
  const ids = `agreement-${agreement.id}`;
  const preferential = status === 'in_force' || status === 'signed';
  const note = { en: agreement.legal_status.note_en, ar: agreement.legal_status.note_ar };
  return (
    <article
      className={styles.card}
      data-status={status}
      data-testid="access-card"
      data-agreement={agreement.id}
      aria-labelledby={`${ids}-title`}
    >
      <div className={styles.cardHead}>
        <h3 id={`${ids}-title`} className={styles.cardTitle}>
          {pick(agreement, 'title', locale)}
        </h3>
        <span className={styles.chip} data-status={status} data-testid="legal-status">
          {t(`status.${status}`)}
        </span>
      </div>
      {(note.en || note.ar) && (
        <div className={styles.statusNote}>
          <LocalText text={note} locale={locale} />
          {agreement.legal_status.source && (
            <SourceLine source={agreement.legal_status.source} locale={locale} />
          )}
        </div>
      )}
      {!appliesNow(status) && (
        <p className={styles.value}>{t(`noPreference.${status}`, { partner })}</p>
      )}
      {preferential && (
        <>
          <section className={styles.section} aria-labelledby={`${ids}-duties`}>
            <h4 id={`${ids}-duties`} className={styles.sectionTitle}>
              {t('duties.title')}
            </h4>
            <dl className={styles.facts}>
              <div data-testid="preferential-duty">
                <dt>{t('duties.preferential')}</dt>
                <dd>
                  <PreferentialDuty agreement={agreement} partner={partner} locale={locale} />
                </dd>
              </div>
              {(agreement.additional_duties ?? []).length > 0 && (
                <div data-testid="additional-duties">
                  <dt>{t('duties.additional')}</dt>
                  <dd>
                    <AdditionalDutiesView
                      duties={agreement.additional_duties!}
                      partner={partner}
                      locale={locale}
                    />
                  </dd>
                </div>
              )}
              <div data-testid="mfn-duty">
                <dt>{t('duties.mfn', { partner })}</dt>
                <dd>
                  {agreement.tariff?.mfn ? (
                    <ProviderFigure tariff={agreement.tariff} which="mfn" locale={locale} />
                  ) : mfn ? (
                    <MfnTariffView mfn={mfn} partner={partner} locale={locale} />
                  ) : tariffUnavailable ? (
                    <p className={styles.missing}>{t('duties.unavailable', { partner })}</p>
                  ) : (
                    <NotAvailable locale={locale} />
                  )}
                </dd>
              </div>
            </dl>
          </section>
          <OriginRuleView
            rule={agreement.rule_of_origin}
            locale={locale}
            headingId={`${ids}-rule`}
          />
          {agreement.rule_of_origin && (
            <p className={styles.links}>
              <a
                className="link"
                href={localePath(assessmentPath(code, country, agreement.id), locale)}
                data-testid="assessment-link"
              >
                {t('assessment')}
              </a>
            </p>
          )}
          {hasMissingFigure(agreement, mfn?.status === 'lines') && <AskAgency locale={locale} />}
        </>
      )}
      {agreement.link && (
        <p className={styles.links}>
          <a className="link" href={agreement.link} target="_blank" rel="noopener noreferrer">
            {t('officialText')}
            <span className="visually-hidden"> ({t('newTab')})</span>
          </a>
        </p>
      )}
    </article>
  );
}

async function PreferentialDuty({
  agreement,
  partner,
  locale,
}: {
  agreement: MarketAccessAgreement;
  partner: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'MarketAccess' });
  const entered = agreement.preferential_duty;
  const fromTariff = agreement.tariff?.preferential ? agreement.tariff : null;
  if (!entered && !fromTariff) return <NotAvailable locale={locale} />;
  return (
    <>
      {entered?.basis === 'agreement_scope' && (
        <DutyFactView duty={entered} partner={partner} locale={locale} />
      )}
      {entered && entered.basis !== 'agreement_scope' && (
        <div data-testid="entered-duty">
          <p className={styles.value}>
            {(locale === 'ar' && entered.text_ar.trim()) || entered.text_en}
            {entered.sample && <SampleMark locale={locale} />}
          </p>
          <SourceLine source={entered.source} locale={locale} />
        </div>
      )}
      {agreement.agreement_wide && (
        <div data-testid="agreement-wide-duty">
          <p className={styles.source}>{t('duties.agreementWide')}</p>
          <DutyFactView duty={agreement.agreement_wide} partner={partner} locale={locale} />
        </div>
      )}
      {fromTariff && <ProviderFigure tariff={fromTariff} which="preferential" locale={locale} />}
    </>
  );
}

/** A duty as the partner's tariff writes it, with the line it was read for and when. */
async function ProviderFigure({
  tariff,
  which,
  locale,
}: {
  tariff: ProviderDuties;
  which: 'mfn' | 'preferential';
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'MarketAccess' });
  const figure = tariff[which]!;
  const english = locale === 'ar' ? { lang: 'en', dir: 'ltr' as const } : {};
  const source = (locale === 'ar' && tariff.source.name_ar) || tariff.source.name_en;
  return (
    <div data-testid={`tariff-${which}`}>
      <p className={styles.value}>
        <BidiText latin>{figure.text}</BidiText>{' '}
        <span {...english} className={styles.source}>
          ({figure.measure}
          {figure.agreement ? `: ${figure.agreement}` : ''})
        </span>
      </p>
      <p className={styles.source}>
        {t.rich('duties.tariffSource', {
          source: () => (
            <a className="link" href={tariff.source.url} target="_blank" rel="noopener noreferrer">
              {source}
              <span className="visually-hidden"> ({t('newTab')})</span>
            </a>
          ),
          code: () => <BidiText latin>{tariff.code}</BidiText>,
          date: () => (
            <time dateTime={tariff.retrieved_at}>{formatDate(tariff.retrieved_at, locale)}</time>
          ),
        })}
      </p>
    </div>
  );
}
