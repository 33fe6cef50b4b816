'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { StaleVersionNotice } from '@/components/feedback/stale-version-notice';
import { LocaleLink } from '@/components/ui/locale-link';
import { answerMessage, isStaleVersion } from '@/lib/http/error-text';

import type { AlertOptions } from '../alert-options';
import { deleteAlertSubscription } from '../api/alert-requests';
import { ALERTS_PATH } from '../constants';
import type { AlertSubscriptionView } from '../schemas';

import styles from './alerts.module.css';
import { EditChoicesForm } from './edit-choices-form';

type Props = { subscriptions: AlertSubscriptionView[]; options: AlertOptions };

/** My alerts (issue 39): the member's subscriptions, each changed or deleted in place. */
export function MemberAlerts({ subscriptions, options }: Props) {
  const t = useTranslations('Alerts');
  const [rows, setRows] = useState(subscriptions);
  const [editing, setEditing] = useState<number | null>(null);
  const [asking, setAsking] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const [staleMessage, setStaleMessage] = useState('');

  // Deleted at the version shown: one changed since (its manage link) is refused with a reload.
  const remove = async ({ id, version }: AlertSubscriptionView) => {
    setStaleMessage('');
    try {
      await deleteAlertSubscription(id, version);
      setRows((current) => current.filter((row) => row.id !== id));
      setNotice(t('member.deleted'));
    } catch (error) {
      if (isStaleVersion(error)) setStaleMessage(answerMessage(error) ?? t('form.error'));
      else setNotice(t('form.error'));
    } finally {
      setAsking(null);
    }
  };

  return (
    <div className={styles.member} data-testid="member-alerts">
      <p role="status" className={styles.saved}>
        {notice}
      </p>
      {staleMessage && <StaleVersionNotice message={staleMessage} />}
      {rows.length === 0 && <p>{t('member.empty')}</p>}
      <ul className={styles.cards}>
        {rows.map((row) => (
          <li key={row.id} className={styles.card} data-testid="member-alert">
            <p className={styles.cardTitle}>
              {row.content_types.map((type) => t(`types.${type}`)).join(' · ')}
            </p>
            <p className={styles.cardLine}>
              <span className={styles.status} data-status={row.status}>
                {t(`member.status.${row.status}`)}
              </span>{' '}
              {t(`member.frequency.${row.frequency}`)} ·{' '}
              {t(row.locale === 'en' ? 'form.english' : 'form.arabic')}
            </p>
            <div className={styles.actions}>
              <button
                type="button"
                className="button button-outlined"
                aria-expanded={editing === row.id}
                onClick={() => setEditing(editing === row.id ? null : row.id)}
              >
                {editing === row.id ? t('member.cancel') : t('member.edit')}
              </button>
              {asking === row.id ? (
                <span role="group" className={styles.confirm}>
                  <span>{t('member.deleteConfirm')}</span>
                  <button
                    type="button"
                    className="button button-primary"
                    onClick={() => remove(row)}
                  >
                    {t('member.delete')}
                  </button>
                  <button
                    type="button"
                    className="button button-outlined"
                    onClick={() => setAsking(null)}
                  >
                    {t('member.cancel')}
                  </button>
                </span>
              ) : (
                <button
                  type="button"
                  className="button button-outlined"
                  onClick={() => setAsking(row.id)}
                >
                  {t('member.delete')}
                </button>
              )}
            </div>
            {editing === row.id && (
              <EditChoicesForm
                target={{ id: row.id }}
                subscription={row}
                options={options}
                onSaved={(saved) =>
                  setRows((current) => current.map((item) => (item.id === saved.id ? saved : item)))
                }
              />
            )}
          </li>
        ))}
      </ul>
      <LocaleLink href={ALERTS_PATH} className="button button-primary">
        {t('member.add')}
      </LocaleLink>
    </div>
  );
}
