import { getTranslations } from 'next-intl/server';

import { consolePath } from '@/features/console/console-route';
import type {
  StaffConsultationPage,
  StaffConsultationQuery,
} from '@/features/home/staff-consultation-schemas';
import { formatDateTime } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';
import { pageCountOf } from '@/lib/pagination';

import styles from './consultations.module.css';
import { MarkHandledButton } from './mark-handled-button';

type Props = { page: StaffConsultationPage; query: StaffConsultationQuery; locale: Locale };

/**
 * The consultation requests: a plain GET form filters them (it works before any script), each
 * request with its state and, while not handled, the button that marks it.
 */
export async function ConsultationList({ page, query, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'EnquiryDesk' });
  const base = consolePath('/consultations', locale);
  const pages = pageCountOf(page.total, page.page_size);
  const pageHref = (n: number) => {
    const params = new URLSearchParams();
    if (query.handled) params.set('handled', query.handled);
    if (query.q) params.set('q', query.q);
    if (n > 1) params.set('page', String(n));
    const search = params.toString();
    return search ? `${base}?${search}` : base;
  };
  return (
    <>
      <form
        method="get"
        action={base}
        className={styles.filters}
        role="search"
        aria-label={t('consultations.filters')}
      >
        <label className={styles.field}>
          {t('consultations.show')}
          <select name="handled" defaultValue={query.handled ?? ''}>
            <option value="">{t('consultations.all')}</option>
            <option value="0">{t('consultations.notHandled')}</option>
            <option value="1">{t('consultations.handled')}</option>
          </select>
        </label>
        <label className={styles.field}>
          {t('consultations.q')}
          <input type="search" name="q" defaultValue={query.q ?? ''} maxLength={200} />
        </label>
        <button type="submit" className={styles.button}>
          {t('consultations.search')}
        </button>
      </form>
      <p className={styles.count} role="status">
        {t('consultations.count', { count: page.total })}
      </p>
      {page.rows.length === 0 ? (
        <p>{t('consultations.empty')}</p>
      ) : (
        <ul className={styles.list} data-testid="consultation-list">
          {page.rows.map((request) => (
            <li key={request.id} className={styles.item}>
              <div>
                <h2>
                  <bdi>{request.name}</bdi>
                </h2>
                <p className={styles.meta}>
                  <bdi>{request.email}</bdi> ·{' '}
                  {request.locale === 'ar' || request.locale === 'en'
                    ? t(`languages.${request.locale}`)
                    : request.locale}{' '}
                  · {t('consultations.received')}: {formatDateTime(request.created_at, locale)}
                </p>
                <p className={styles.meta}>
                  <span className={`${styles.state} ${request.handled_at ? '' : styles.waiting}`}>
                    {request.handled_at
                      ? request.handled_by
                        ? t('consultations.handledBy', {
                            name: request.handled_by.name,
                            date: formatDateTime(request.handled_at, locale),
                          })
                        : t('consultations.handledOn', {
                            date: formatDateTime(request.handled_at, locale),
                          })
                      : t('consultations.waiting')}
                  </span>
                </p>
              </div>
              {!request.handled_at && <MarkHandledButton id={request.id} name={request.name} />}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('consultations.title')}>
          {page.page > 1 ? (
            <a className={styles.secondary} href={pageHref(page.page - 1)}>
              {t('consultations.previous')}
            </a>
          ) : (
            <span />
          )}
          <span>{t('consultations.page', { page: page.page, pages })}</span>
          {page.page < pages ? (
            <a className={styles.secondary} href={pageHref(page.page + 1)}>
              {t('consultations.next')}
            </a>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}
