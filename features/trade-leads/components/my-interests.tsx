import { getTranslations } from 'next-intl/server';

import { formatDate, parseTimestamp } from '@/lib/i18n/format-date';
import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { TRADE_LEADS_PATH, tradeLeadPath } from '../constants';
import type { MemberInterest } from '../schemas';

import styles from './trade-leads.module.css';

type Props = { interests: MemberInterest[]; locale: Locale };

/**
 * Issue 39: the member's interests in trade leads, the latest first: each lead (its page's link),
 * when they wrote, whether the lead is still open and the state staff gave the interest.
 */
export async function MyInterests({ interests, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'TradeLeads' });
  if (interests.length === 0) {
    return (
      <div className={styles.mine} data-testid="trade-lead-interests-empty">
        <p>{t('mine.empty')}</p>
        <p>
          <a href={localePath(TRADE_LEADS_PATH, locale)}>{t('mine.browse')}</a>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.mine}>
      <table className={styles.table} data-testid="trade-lead-interests">
        <caption>{t('mine.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('mine.columns.lead')}</th>
            <th scope="col">{t('mine.columns.sent')}</th>
            <th scope="col">{t('mine.columns.leadState')}</th>
            <th scope="col">{t('mine.columns.state')}</th>
          </tr>
        </thead>
        <tbody>
          {interests.map((interest) => (
            <tr key={interest.id} data-lead={interest.lead_id} data-state={interest.state}>
              <td>
                <a href={localePath(tradeLeadPath(interest.lead_id), locale)}>
                  {pick(interest, 'title', locale)}
                </a>
              </td>
              <td data-label={t('mine.columns.sent')}>
                <time dateTime={interest.created_at}>
                  {formatDate(parseTimestamp(interest.created_at), locale)}
                </time>
              </td>
              <td data-label={t('mine.columns.leadState')}>{t(`states.${interest.lead_state}`)}</td>
              <td data-label={t('mine.columns.state')}>
                <strong>{t(`interestStates.${interest.state}`)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
