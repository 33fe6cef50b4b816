'use client';

import { useTranslations } from 'next-intl';

import { StaleVersionNotice } from '@/components/feedback/stale-version-notice';
import { Notice } from '@/components/ui/notice';
import { Link } from '@/lib/i18n/navigation';

import { OFFERING_PATHS } from '../../offering-limits';
import type { OfferingKind } from '../../offering-schemas';

import styles from './offering-form.module.css';
import type { SubmissionNotice } from './use-offering-submission';

type Props = {
  kind: OfferingKind;
  notice: SubmissionNotice;
  staleMessage: string;
  keyTradePlayersHref: string;
};

/**
 * The outcome under the form, in a live region that is always there so the change is announced:
 * part 3 §5 "No company", §8 the edit's "changed successfully" with the way back, or "Some Error.".
 */
export function OfferingFormNotice({ kind, notice, staleMessage, keyTradePlayersHref }: Props) {
  const t = useTranslations('Offerings');
  const company = useTranslations('MyCompany');
  const rules = useTranslations('Companies');
  return (
    <div aria-live="polite" className={styles.feedback}>
      {notice === 'noCompany' && (
        <Notice severity="error" role="alert">
          <p className={styles.line}>
            <strong>{rules('noCompany')}</strong>
          </p>
          <Link href={keyTradePlayersHref} className="link">
            {company('becomeKeyTradePlayer')}
          </Link>
        </Notice>
      )}
      {notice === 'changed' && (
        <Notice severity="success">
          {t(`${kind}.changed`)}{' '}
          <Link href={OFFERING_PATHS[kind].list} className="link">
            {t(`${kind}.goToList`)}
          </Link>
        </Notice>
      )}
      {notice === 'stale' && <StaleVersionNotice message={staleMessage} />}
      {notice === 'failed' && (
        <Notice severity="error" role="alert">
          {t('someError')}
        </Notice>
      )}
    </div>
  );
}
