import { getTranslations } from 'next-intl/server';

import { consolePath } from '@/features/console/console-route';
import type { Locale } from '@/lib/i18n/routing';

import { approvalsPath } from '../approval-types';
import type { QueueQuery } from '../queue-query';
import type { QueueAnswer } from '../schemas';

import styles from './approvals.module.css';

type Props = { locale: Locale; query: QueueQuery; answer: QueueAnswer };

/** Previous and next page of the queue, with the filters kept; nothing when one page holds all. */
export async function QueuePages({ locale, query, answer }: Props) {
  if (answer.page_count <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'Approvals' });
  const number = new Intl.NumberFormat(locale === 'ar' ? 'ar-JO' : 'en-US');
  const href = (page: number) =>
    consolePath(
      approvalsPath(query.type, undefined, { kind: query.kind ?? undefined, q: query.q, page }),
      locale,
    );
  const { page, page_count: count } = answer;
  return (
    <nav aria-label={t('pagination.label')} className={styles.pages}>
      {page > 1 ? (
        <a href={href(page - 1)} className="button button-outlined" rel="prev">
          {t('pagination.previous')}
        </a>
      ) : (
        <span />
      )}
      <span>
        {t('pagination.page', { page: number.format(page), count: number.format(count) })}
      </span>
      {page < count ? (
        <a href={href(page + 1)} className="button button-outlined" rel="next">
          {t('pagination.next')}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
