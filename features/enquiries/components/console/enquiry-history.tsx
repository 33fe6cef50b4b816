import { getTranslations } from 'next-intl/server';

import { formatDateTime } from '@/lib/i18n/format-date';
import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';

import type { StaffEnquiryDetail, StaffEvent } from '../../staff-schemas';

import styles from './enquiry-page.module.css';

type Props = { detail: StaffEnquiryDetail; locale: Locale };

/** Every change to the enquiry, oldest first: status moves with their notes, owners, replies. */
export async function EnquiryHistory({ detail, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'EnquiryDesk.detail' });
  const names = await getTranslations({ locale, namespace: 'Enquiries' });
  const status = (code: number | null) =>
    code !== null && names.has(`status.${code}` as never)
      ? names(`status.${code}` as never)
      : String(code ?? '');
  const headline = (event: StaffEvent) => {
    // Staff names are written by people, in either script: isolated in the Arabic sentence.
    const actor = event.actor ? isolate(event.actor.name, locale) : t('someone');
    if (event.kind === 'status') {
      return t('events.status', {
        actor,
        from: status(event.from_status),
        to: status(event.to_status),
      });
    }
    if (event.kind === 'owner') {
      return event.owner
        ? t('events.owner', { actor, owner: isolate(event.owner.name, locale) })
        : t('events.ownerCleared', { actor });
    }
    return t('events.reply', { actor });
  };
  return (
    <section className={styles.card} aria-labelledby="enquiry-history">
      <h2 id="enquiry-history">{t('history')}</h2>
      {detail.events.length === 0 ? (
        <p className={styles.muted}>{t('historyEmpty')}</p>
      ) : (
        <ol className={styles.timeline} data-testid="enquiry-history">
          {detail.events.map((event) => (
            <li key={event.id} className={styles.event} data-kind={event.kind}>
              <p className={styles.eventHead}>
                {headline(event)}
                <time className={styles.eventTime} dateTime={event.created_at}>
                  {formatDateTime(event.created_at, locale)}
                </time>
              </p>
              {event.kind === 'reply' && event.message && (
                <p className={styles.eventText}>
                  <bdi>{event.message}</bdi>
                </p>
              )}
              {event.kind === 'status' && event.note && (
                <p className={styles.eventText}>
                  <strong>{t('noteLabel')}: </strong>
                  <bdi>{event.note}</bdi>
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
