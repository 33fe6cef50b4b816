import { getTranslations } from 'next-intl/server';

import { countValues } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import type { AssessmentQuery } from '../assessment-query';
import { cumulationGroups } from '../cumulation-blocs';
import { CLASSIFICATION_CHANGES } from '../origin-assessment';
import type { MarketAccessAgreement } from '../schemas';

import { CumulationChoices, type CumulationGroupView } from './cumulation-choices';
import styles from './origin-assessment.module.css';
import { ProductRuleQuestions } from './product-rule-questions';

type Props = {
  agreement: MarketAccessAgreement;
  partnerName: string;
  /** The countries' names by ISO code, in the page's language. */
  countryNames: ReadonlyMap<string, string>;
  query: AssessmentQuery;
  locale: Locale;
  /** The countries whose materials the agreement's cumulation counts (none: no cumulation). */
  partners: string[];
};

/** The self-assessment's questionnaire: a GET form the page answers on the server. */
export async function AssessmentForm({
  agreement,
  partnerName,
  countryNames,
  query,
  locale,
  partners,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'OriginAssessment' });
  const root = await getTranslations({ locale });
  const { form, errors } = query;
  const invalid = Object.keys(errors).length > 0;
  const error = (field: keyof typeof errors) =>
    errors[field] ? (
      <p id={`assessment-${field}-error`} className={styles.error}>
        {root(errors[field]!)}
      </p>
    ) : null;
  const groupsOf = (codes: string[]): CumulationGroupView[] =>
    cumulationGroups(codes).map(({ bloc, codes: members }) => {
      const title = t(`form.blocs.${bloc}`);
      return {
        bloc,
        title,
        whole: t('form.wholeBloc', { ...countValues(members.length, locale), bloc: title }),
        oneByOne: t('form.oneByOne', countValues(members.length, locale)),
        countries: members
          .map((code) => ({ code, name: countryNames.get(code) ?? code }))
          .sort((a, b) => a.name.localeCompare(b.name, locale)),
      };
    });
  const described = (field: keyof typeof errors, hint?: string) =>
    [hint, errors[field] ? `assessment-${field}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <form
      method="get"
      className={styles.form}
      aria-labelledby="assessment-form-title"
      data-testid="assessment-form"
    >
      <h2 id="assessment-form-title" className={styles.title}>
        {t('form.title')}
      </h2>
      {invalid && (
        <p className={styles.error} role="alert">
          {t('form.invalid')}
        </p>
      )}
      <input type="hidden" name="agreement" value={agreement.id} />
      <div className={styles.field}>
        <label htmlFor="assessment-non">{t('form.nonOriginating')}</label>
        <p id="assessment-non-hint" className={styles.hint}>
          {t('form.nonOriginatingHint', { partner: partnerName })}
        </p>
        <input
          id="assessment-non"
          name="non"
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          required
          defaultValue={form.non}
          aria-invalid={errors.non ? true : undefined}
          aria-describedby={described('non', 'assessment-non-hint')}
        />
        {error('non')}
      </div>
      {partners.length > 0 && (
        <>
          <div className={styles.field}>
            <label htmlFor="assessment-cum">{t('form.cumulation')}</label>
            <p id="assessment-cum-hint" className={styles.hint}>
              {t('form.cumulationHint')}
            </p>
            <input
              id="assessment-cum"
              name="cum"
              className={styles.input}
              inputMode="decimal"
              autoComplete="off"
              defaultValue={form.cum}
              aria-invalid={errors.cum ? true : undefined}
              aria-describedby={described('cum', 'assessment-cum-hint')}
            />
            {error('cum')}
          </div>
          <fieldset className={styles.field} aria-describedby={described('from')}>
            <legend>{t('form.cumulationCountries')}</legend>
            <CumulationChoices groups={groupsOf(partners)} chosen={form.from} />
            {error('from')}
          </fieldset>
        </>
      )}
      <fieldset className={styles.field} aria-describedby={described('change')}>
        <legend>{t('form.change')}</legend>
        {CLASSIFICATION_CHANGES.map((change) => (
          <label key={change} className={styles.choice}>
            <input
              type="radio"
              name="change"
              value={change}
              required
              defaultChecked={form.change === change}
            />
            <span>{t(`form.changes.${change}`)}</span>
          </label>
        ))}
        {error('change')}
      </fieldset>
      <ProductRuleQuestions
        rule={agreement.rule_of_origin}
        form={form}
        locale={locale}
        error={errors.set ? root(errors.set) : undefined}
      />
      <div>
        <button type="submit" className="button button-primary" data-testid="assessment-submit">
          {t('form.submit')}
        </button>
      </div>
    </form>
  );
}
