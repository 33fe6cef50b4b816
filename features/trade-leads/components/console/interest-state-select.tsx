'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { useConsoleChanges } from '@/components/console/console-changes';
import { answerMessage, isStaleVersion } from '@/lib/http/error-text';

import { markInterest } from '../../api/change-lead';
import { INTEREST_STATES, type InterestState } from '../../schemas';
import { type StaffInterest } from '../../staff-schemas';

import styles from './trade-leads-console.module.css';

type Props = {
  interest: Pick<StaffInterest, 'id' | 'lead_id' | 'version' | 'state'>;
  /** The member's name (the control's accessible name and the announcement). */
  name: string;
};

/**
 * Issue 39: staff mark a member's interest (received, shortlisted, passed on, not suitable) at the
 * version the row shows; the change is announced and the rows render again. A stale version
 * refreshes the rows; any refusal is said next to the control.
 */
export function InterestStateSelect({ interest, name }: Props) {
  const t = useTranslations('TradeLeadsAdmin');
  const states = useTranslations('TradeLeads.interestStates');
  const changes = useConsoleChanges();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const id = `interest-state-${interest.id}`;

  async function change(state: InterestState) {
    setBusy(true);
    setFailure('');
    changes.clear();
    try {
      await markInterest(interest, state);
      changes.changed(t('done.marked', { name, state: states(state) }));
    } catch (error) {
      setFailure(answerMessage(error) ?? t('errors.failed'));
      if (isStaleVersion(error)) changes.changed('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.mark}>
      <label htmlFor={id} className="visually-hidden">
        {t('interestsPage.mark', { name })}
      </label>
      <select
        id={id}
        value={interest.state}
        disabled={busy}
        aria-busy={busy}
        onChange={(event) => void change(event.target.value as InterestState)}
        data-testid="interest-state-select"
      >
        {INTEREST_STATES.map((state) => (
          <option key={state} value={state}>
            {states(state)}
          </option>
        ))}
      </select>
      {failure && (
        <span role="alert" className={styles.failure}>
          {failure}
        </span>
      )}
    </div>
  );
}
