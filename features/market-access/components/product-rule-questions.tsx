import { getTranslations } from 'next-intl/server';

import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import type { AssessmentForm } from '../assessment-query';
import { CONDITION_ANSWERS } from '../assessment-types';
import { asksExporter } from '../product-rule-classes';
import type { AppliedRule } from '../schemas';

import { ArabicRule } from './arabic-rule';
import { MarkdownText } from './markdown-text';
import styles from './origin-assessment.module.css';
import own from './product-rule.module.css';
import { SetLabelText } from './set-label';

// The questionnaire's questions for a product-specific rule (issue 46) and the US textile rule:
// which rule set describes the product (a radio group; the choice goes in the page's address), then
// for each rule of the chosen set with a condition the figures cannot decide, whether the exporter
// can show it; for a US textile or apparel good, whether it is wholly assembled in Jordan.

type Props = { rule: AppliedRule | null; form: AssessmentForm; locale: Locale; error?: string };

function AnswerChoices({
  name,
  value,
  labels,
}: {
  name: string;
  value: string;
  labels: Record<(typeof CONDITION_ANSWERS)[number], string>;
}) {
  return (
    <div className={styles.choices}>
      {CONDITION_ANSWERS.map((answer) => (
        <label key={answer} className={styles.choice}>
          <input type="radio" name={name} value={answer} defaultChecked={value === answer} />
          <span>{labels[answer]}</span>
        </label>
      ))}
    </div>
  );
}

export async function ProductRuleQuestions({ rule, form, locale, error }: Props) {
  const t = await getTranslations({ locale, namespace: 'ProductRules' });
  const labels = { yes: t('answers.yes'), no: t('answers.no'), not_sure: t('answers.not_sure') };
  if (rule?.kind === 'general' && rule.textile_rule) {
    return (
      <fieldset className={styles.field} data-testid="assessment-assembled">
        <legend>{t('form.assembled')}</legend>
        <p className={styles.hint}>{t('form.assembledHint')}</p>
        <AnswerChoices name="assembled" value={form.assembled} labels={labels} />
      </fieldset>
    );
  }
  if (rule?.kind !== 'product_specific') return null;
  const chosen = rule.sets.length === 1 ? 0 : /^\d+$/.test(form.set) ? Number(form.set) : null;
  const set = chosen === null ? undefined : rule.sets[chosen];
  return (
    <>
      {rule.sets.length > 1 && (
        <fieldset className={styles.field} data-testid="assessment-rule-set">
          <legend>{t('form.set')}</legend>
          <p className={styles.hint}>{t('form.setHint')}</p>
          {rule.sets.map((item, index) => (
            <label key={index} className={styles.choice}>
              <input
                type="radio"
                name="set"
                value={index}
                required
                defaultChecked={chosen === index}
              />
              <span>
                <SetLabelText
                  heading={item.heading}
                  subdivision={item.subdivision}
                  locale={locale}
                />
              </span>
            </label>
          ))}
          {error && <p className={styles.error}>{error}</p>}
        </fieldset>
      )}
      {set?.rules.map((item, index) =>
        asksExporter(item) ? (
          <fieldset key={index} className={styles.field} data-testid="assessment-rule-question">
            <legend>{t('form.condition', { rule: formatNumber(index + 1, locale) })}</legend>
            <MarkdownText text={item.text} className={own.ruleText} />
            {locale === 'ar' && <ArabicRule rule={item} mark={t('arabicMark')} />}
            <p className={styles.hint}>{t('form.conditionHint')}</p>
            <AnswerChoices name={`r${index + 1}`} value={form.rules[index] ?? ''} labels={labels} />
          </fieldset>
        ) : null,
      )}
      {rule.sets.length > 1 && !set && <p className={styles.hint}>{t('form.setFirst')}</p>}
    </>
  );
}
