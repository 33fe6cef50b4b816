import { useTranslations } from 'next-intl';

import { consolePath } from '@/features/console/console-route';
import { formatDateTime } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import { STAFF_STATES, type StaffBuyerMessageList, type StaffQuery } from '../schemas';
import { staffListSearch } from '../staff-query';

import styles from './staff-messages.module.css';

type Props = { query: StaffQuery; list: StaffBuyerMessageList; locale: Locale };

const LIST_PATH = '/buyer-messages';

/** The console's relay list: a GET filter form, the table, and page links (no script needed). */
export function StaffMessages({ query, list, locale }: Props) {
  const t = useTranslations('BuyerMessages');
  const base = consolePath(LIST_PATH, locale);
  const pageHref = (page: number) => `${base}${staffListSearch({ ...query, page })}`;
  return (
    <div className={styles.stack}>
      <form method="get" action={base} className={styles.filters} role="search">
        <label className={styles.filter}>
          <span>{t('staff.search')}</span>
          <input
            type="search"
            name="q"
            defaultValue={query.q ?? ''}
            maxLength={100}
            placeholder={t('staff.searchHint')}
          />
        </label>
        <label className={styles.filter}>
          <span>{t('staff.state')}</span>
          <select name="state" defaultValue={query.state ?? ''}>
            <option value="">{t('staff.states.all')}</option>
            {STAFF_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`staff.states.${state}`)}
              </option>
            ))}
          </select>
        </label>
        {query.company_id !== undefined && (
          <input type="hidden" name="company_id" value={query.company_id} />
        )}
        <button type="submit" className="button button-primary">
          {t('staff.filter')}
        </button>
      </form>
      <p className={styles.total} data-testid="staff-buyer-messages-total">
        {t('staff.total', { count: list.total })}
      </p>
      {list.data.length === 0 ? (
        <p>{t('staff.empty')}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('staff.date')}</th>
                <th scope="col">{t('staff.subject')}</th>
                <th scope="col">{t('staff.company')}</th>
                <th scope="col">{t('staff.sender')}</th>
                <th scope="col">{t('staff.status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((message) => {
                const state = message.replied_at ? 'replied' : message.read_at ? 'read' : 'unread';
                return (
                  <tr key={message.id} data-testid="staff-buyer-message">
                    <td data-label={t('staff.date')}>
                      {formatDateTime(message.created_at, locale)}
                    </td>
                    <td data-label={t('staff.subject')}>
                      <a dir="auto" href={consolePath(`${LIST_PATH}/${message.id}`, locale)}>
                        {message.subject}
                      </a>
                    </td>
                    <td data-label={t('staff.company')}>
                      <bdi>{message.company_name}</bdi>
                    </td>
                    <td data-label={t('staff.sender')}>
                      <bdi>{message.sender_name}</bdi>
                    </td>
                    <td data-label={t('staff.status')}>{t(`staff.states.${state}`)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {list.page_count > 1 && (
        <nav aria-label={t('received.pages')} className={styles.pages}>
          {list.page > 1 && <a href={pageHref(list.page - 1)}>{t('received.previous')}</a>}
          <span>{t('received.pageOf', { page: list.page, count: list.page_count })}</span>
          {list.page < list.page_count && (
            <a href={pageHref(list.page + 1)}>{t('received.next')}</a>
          )}
        </nav>
      )}
    </div>
  );
}
