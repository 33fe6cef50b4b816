import { getTranslations } from 'next-intl/server';

import { consolePath } from '@/features/console/console-route';
import type { Locale } from '@/lib/i18n/routing';

import { approvalsPath, APPROVAL_KINDS, QUEUE_SEARCH_MAX } from '../approval-types';
import type { QueueQuery } from '../queue-query';

import styles from './approvals.module.css';

type Props = { locale: Locale; query: QueueQuery };

/**
 * The queue's filters as a plain GET form: the address keeps them (a link, the back button, a
 * reload show the same list) and it works before any script has loaded.
 */
export async function QueueFilters({ locale, query }: Props) {
  const t = await getTranslations({ locale, namespace: 'Approvals' });
  const filtered = query.kind !== null || query.q !== '';
  return (
    <form
      method="get"
      action={consolePath('/approvals', locale)}
      role="search"
      aria-label={t('filters.label')}
      className={styles.filters}
    >
      <input type="hidden" name="type" value={query.type} />
      <div className={styles.filter}>
        <label htmlFor="approvals-kind">{t('filters.kind')}</label>
        <select id="approvals-kind" name="kind" defaultValue={query.kind ?? ''}>
          <option value="">{t('filters.all')}</option>
          {APPROVAL_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={`${styles.filter} ${styles.search}`}>
        <label htmlFor="approvals-q">{t('filters.search')}</label>
        <input
          id="approvals-q"
          type="search"
          name="q"
          dir="auto"
          defaultValue={query.q}
          maxLength={QUEUE_SEARCH_MAX}
          aria-describedby="approvals-q-hint"
        />
        <span id="approvals-q-hint" className={styles.hint}>
          {t('filters.searchHint')}
        </span>
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className="button button-primary">
          {t('filters.apply')}
        </button>
        {filtered && (
          <a href={consolePath(approvalsPath(query.type), locale)} className="link">
            {t('filters.clear')}
          </a>
        )}
      </div>
    </form>
  );
}
