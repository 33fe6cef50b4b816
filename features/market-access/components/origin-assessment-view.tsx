import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/i18n/routing';

import type { AssessmentQuery } from '../assessment-query';
import type { AssessmentAnswer } from '../assessment-schemas';
import type { MarketAccessAgreement } from '../schemas';

import { AssessmentForm } from './origin-assessment-form';
import { AssessmentReport } from './origin-assessment-report';
import styles from './origin-assessment.module.css';

type Props = {
  agreement: MarketAccessAgreement;
  partnerName: string;
  /** The countries' names by ISO code, in the page's language. */
  countryNames: ReadonlyMap<string, string>;
  query: AssessmentQuery;
  result: AssessmentAnswer | null;
  locale: Locale;
};

/** The questionnaire (a GET form answered on the server) and, once answered, the report. */
export async function OriginAssessmentView(props: Props) {
  const { agreement, partnerName, countryNames, result, locale } = props;
  const t = await getTranslations({ locale, namespace: 'OriginAssessment' });
  const rule = agreement.rule_of_origin;
  const partners =
    rule?.kind === 'general' || rule?.kind === 'product_specific' ? rule.cumulation_partners : [];
  return (
    <div className={styles.page}>
      <p className={styles.intro} data-print="hide">
        {t('intro')}
      </p>
      <AssessmentForm {...props} partners={partners} />
      {result && (
        <AssessmentReport
          result={result}
          partnerName={partnerName}
          countryNames={countryNames}
          locale={locale}
        />
      )}
      <p className={styles.disclaimer} data-testid="assessment-disclaimer">
        {t('disclaimer')} {t('notStored')}
      </p>
    </div>
  );
}
