import { getTranslations } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { ConsultationButton } from '@/features/home/components/consultation-button';
import { trailStepOf } from '@/features/hs-codes/code-trail';
import { getConfig } from '@/lib/config';
import { formatDate } from '@/lib/i18n/format-date';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { type EntryByPosition, percent, reasonValues } from '../assessment-reason-values';
import type { AssessmentAnswer, AssessmentAnswersInput } from '../assessment-schemas';

import styles from './origin-assessment.module.css';
import { OriginRuleView } from './origin-rule-view';
import { PrintButton } from './print-button';
import { ProductAnswers } from './product-answers';
import { SaveAssessmentButton } from './save-assessment-button';

/** The self-assessment's report: the outcome, its reasons, the answers and the rule applied. */
export async function AssessmentReport({
  result,
  partnerName,
  countryNames,
  locale,
}: {
  result: AssessmentAnswer;
  partnerName: string;
  countryNames: ReadonlyMap<string, string>;
  locale: Locale;
}) {
  const [t, market] = await Promise.all([
    getTranslations({ locale, namespace: 'OriginAssessment' }),
    getTranslations({ locale, namespace: 'MarketAccess' }),
  ]);
  const step = trailStepOf(result.code, locale);
  const names = (codes: string[]) =>
    codes.map((code) => countryNames.get(code) ?? code).join(locale === 'ar' ? '، ' : ', ');
  const byPosition: EntryByPosition = (entry, entries) =>
    t('result.entryByPosition', { entry, entries });
  return (
    <section
      className={styles.report}
      aria-labelledby="assessment-result-title"
      data-testid="assessment-report"
    >
      <h2 id="assessment-result-title" className={styles.title}>
        {t('result.title')}
      </h2>
      <p className={styles.outcome} data-outcome={result.outcome} data-testid="assessment-outcome">
        {t(`result.outcomes.${result.outcome}`)}
      </p>
      <h3 className={styles.title}>{t('result.reasons')}</h3>
      <ul className={styles.reasons} data-testid="assessment-reasons">
        {result.reasons.map((reason, index) => (
          <li key={index} data-reason={reason.key}>
            {t(`reasons.${reason.key}`, reasonValues(reason, { names, locale, byPosition }))}
          </li>
        ))}
      </ul>
      <dl className={styles.facts} data-testid="assessment-facts">
        <div>
          <dt>{t('result.date')}</dt>
          <dd>
            <time dateTime={result.assessed_at}>{formatDate(result.assessed_at, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('result.product')}</dt>
          <dd>
            <bdi dir="ltr">{step.code}</bdi> · {step.name.text}
          </dd>
        </div>
        <div>
          <dt>{t('result.partner')}</dt>
          <dd>{partnerName}</dd>
        </div>
        <div>
          <dt>{t('result.agreement')}</dt>
          <dd>{pick(result.agreement, 'title', locale)}</dd>
        </div>
      </dl>
      <h3 className={styles.title}>{t('result.answers')}</h3>
      <AnswersList answers={result.answers} names={names} locale={locale} />
      <ProductAnswers answers={result.answers} rule={result.rule} locale={locale} />
      <OriginRuleView
        rule={result.rule}
        locale={locale}
        headingId="assessment-rule"
        guidance={false}
      />
      {result.outcome === 'check_with_agency' && (
        <div className={styles.ask} data-testid="ask-agency" data-print="hide">
          <p className={styles.intro}>{t('result.ask')}</p>
          <ConsultationButton
            label={market('ask.button')}
            captchaSiteKey={getConfig().RECAPTCHA_SITE_KEY}
          />
        </div>
      )}
      <div className={styles.actions} data-print="hide">
        <PrintButton label={t('result.print')} />
        <PageMessages namespaces={['OriginAssessment.save']}>
          <SaveAssessmentButton
            request={{
              hs: result.code.code,
              country: result.partner.country_code,
              agreementId: result.agreement.id,
              answers: result.answers,
            }}
          />
        </PageMessages>
        <a className="button button-outlined" href="#assessment-form-title">
          {t('result.again')}
        </a>
      </div>
    </section>
  );
}

async function AnswersList({
  answers,
  names,
  locale,
}: {
  answers: AssessmentAnswersInput;
  names: (codes: string[]) => string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'OriginAssessment' });
  return (
    <dl className={styles.facts} data-testid="assessment-answers">
      <div>
        <dt>{t('form.nonOriginating')}</dt>
        <dd>{percent(answers.non_originating_percent, locale)}</dd>
      </div>
      {answers.cumulation_countries.length > 0 && (
        <div>
          <dt>{t('form.cumulation')}</dt>
          <dd>
            {percent(answers.cumulation_percent, locale)} ({names(answers.cumulation_countries)})
          </dd>
        </div>
      )}
      <div>
        <dt>{t('form.change')}</dt>
        <dd>{t(`form.changes.${answers.classification_change}`)}</dd>
      </div>
    </dl>
  );
}
