import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/i18n/routing';

import type { AdditionalDuty } from '../schemas';

import { DutyFactView } from './duty-fact-view';
import styles from './market-access.module.css';

// Issue 57: the duties the partner charges outside the agreement (the U.S. Section 232 measures)
// on the code asked, each with its statement, scope, start and source; one that reaches only some
// of the code's lines says so.

type Props = { duties: readonly AdditionalDuty[]; partner: string; locale: Locale };

export async function AdditionalDutiesView({ duties, partner, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'DutyFacts' });
  return (
    <>
      {duties.map((duty, index) => (
        <div key={index} data-testid="additional-duty" data-partial={duty.partial}>
          <DutyFactView duty={duty} partner={partner} locale={locale} />
          {duty.partial && <p className={styles.source}>{t('partial')}</p>}
        </div>
      ))}
    </>
  );
}
