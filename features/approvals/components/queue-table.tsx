import { getTranslations } from 'next-intl/server';

import { RecordStatus } from '@/features/companies/components/record-status';
import { RECORD_STATUS } from '@/features/companies/constants';
import { consolePath } from '@/features/console/console-route';
import { formatDateTime } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import { approvalsPath } from '../approval-types';
import type { QueueQuery } from '../queue-query';
import type { QueueAnswer, QueueItem } from '../schemas';

import styles from './approvals.module.css';

type Props = { locale: Locale; query: QueueQuery; answer: QueueAnswer };

/** The record's own name: an item's in the console's language, else the company's. */
export const itemName = (item: QueueItem['item'], company: QueueItem['company'], locale: Locale) =>
  item
    ? locale === 'ar'
      ? item.name_ara || item.name_eng
      : item.name_eng || item.name_ara
    : company.registered_name;

/** Both names of a product or service, the console's language first. */
function ItemNames({ item, locale }: { item: NonNullable<QueueItem['item']>; locale: Locale }) {
  const names = [
    { text: item.name_eng, lang: 'en' },
    { text: item.name_ara, lang: 'ar' },
  ] as const;
  const [first, second] = locale === 'ar' ? [names[1], names[0]] : names;
  return (
    <span>
      <span lang={first.lang} dir="auto">
        {first.text}
      </span>
      <span className={styles.secondary} lang={second.lang} dir="auto">
        {second.text}
      </span>
    </span>
  );
}

/**
 * The waiting records, oldest first. Everything a member typed is rendered as text (React
 * escapes it), with its own direction.
 */
export async function QueueTable({ locale, query, answer }: Props) {
  const t = await getTranslations({ locale, namespace: 'Approvals' });
  const withItem = query.type !== 'company';
  if (answer.items.length === 0) {
    const filtered = query.kind !== null || query.q !== '';
    return (
      <div className={styles.tableBox}>
        <p className={styles.empty} role="status">
          {filtered ? t('emptyFiltered') : t('empty')}
        </p>
      </div>
    );
  }
  const columns = {
    company: t('table.company'),
    item: t('table.item'),
    member: t('table.member'),
    waitingSince: t('table.waitingSince'),
    status: t('table.status'),
    review: t('table.review'),
  };
  return (
    <div className={styles.tableBox}>
      <table className={styles.table} data-testid="approvals-table">
        <caption>
          {t('table.caption', { type: t(`tabs.${query.type}`), total: answer.total })}
        </caption>
        <thead>
          <tr>
            {withItem && <th scope="col">{columns.item}</th>}
            <th scope="col">{columns.company}</th>
            <th scope="col">{columns.member}</th>
            <th scope="col">{columns.waitingSince}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col">
              <span className="visually-hidden">{columns.review}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {answer.items.map((row) => {
            const name = itemName(row.item, row.company, locale);
            const member = [row.member.name, row.member.last_name].filter(Boolean).join(' ');
            return (
              <tr key={row.id} data-testid="approvals-row">
                {withItem && row.item && (
                  <td data-label={columns.item}>
                    <ItemNames item={row.item} locale={locale} />
                  </td>
                )}
                <td data-label={columns.company}>
                  <span>
                    <bdi dir="auto">{row.company.registered_name}</bdi>
                    <span className={styles.secondary} dir="auto">
                      {row.company.trading_name}
                    </span>
                  </span>
                </td>
                <td data-label={columns.member}>
                  <span>
                    <bdi dir="auto">{member}</bdi>
                    <span className={styles.secondary} dir="ltr">
                      {row.member.email}
                    </span>
                    <span className={styles.secondary}>{t(`languages.${row.member.locale}`)}</span>
                  </span>
                </td>
                <td data-label={columns.waitingSince}>
                  <time dateTime={row.waiting_since}>
                    {formatDateTime(row.waiting_since, locale)}
                  </time>
                </td>
                <td data-label={columns.status} className={styles.nowrap}>
                  <span>
                    <RecordStatus code={row.status} />
                    {/* The status says new (10) or changed (40); the kind only when it differs. */}
                    {(row.kind === 'changed') !== (row.status === RECORD_STATUS.changed) && (
                      <span className={styles.kind}>{t(`kinds.${row.kind}`)}</span>
                    )}
                  </span>
                </td>
                <td data-label={columns.review} className={styles.nowrap}>
                  <a
                    href={consolePath(approvalsPath(row.type, row.id), locale)}
                    className="button button-outlined"
                  >
                    {columns.review}
                    <span className="visually-hidden">
                      {' '}
                      <bdi>{name}</bdi>
                    </span>
                  </a>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
