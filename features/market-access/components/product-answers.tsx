import { getTranslations } from 'next-intl/server';

import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import type { AssessmentAnswersInput } from '../assessment-schemas';
import type { AppliedRule } from '../schemas';

import styles from './origin-assessment.module.css';
import { SetLabelText } from './set-label';

// The report's answers of issue 46 (printed with it): the rule set chosen, the answer to each of
// its rules' conditions, and the US textile rule's answer.

export async function ProductAnswers({
  answers,
  rule,
  locale,
}: {
  answers: AssessmentAnswersInput;
  rule: AppliedRule | null;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'ProductRules' });
  const set =
    rule?.kind === 'product_specific'
      ? rule.sets[rule.sets.length === 1 ? 0 : (answers.rule_set ?? -1)]
      : undefined;
  const ruleAnswers = answers.rule_answers ?? [];
  if (!set && ruleAnswers.length === 0 && !answers.wholly_assembled) return null;
  return (
    <dl className={styles.facts} data-testid="assessment-product-answers">
      {set && (
        <div>
          <dt>{t('form.set')}</dt>
          <dd>
            <SetLabelText heading={set.heading} subdivision={set.subdivision} locale={locale} />
          </dd>
        </div>
      )}
      {ruleAnswers.map((answer, index) => (
        <div key={index}>
          <dt>{t('form.condition', { rule: formatNumber(index + 1, locale) })}</dt>
          <dd>{t(`answers.${answer}`)}</dd>
        </div>
      ))}
      {answers.wholly_assembled && (
        <div>
          <dt>{t('form.assembled')}</dt>
          <dd>{t(`answers.${answers.wholly_assembled}`)}</dd>
        </div>
      )}
    </dl>
  );
}
