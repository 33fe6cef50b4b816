import { getTranslations } from 'next-intl/server';

import { countValues, formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';
import type { OutboxCounts } from '@/lib/mail/outbox-counts';

import styles from './dashboard-tiles.module.css';
import tile from './outbox-tile.module.css';

type Props = { locale: Locale; counts: OutboxCounts; inDoubtDelayMinutes: number };

/**
 * The dashboard's outbox tile, for administrators (issue 48): the mails waiting, the ones given
 * up, and the ones found in doubt after a crash (claimed, never marked sent), which go once more,
 * later, with the same Message-ID.
 */
export async function OutboxTile({ locale, counts, inDoubtDelayMinutes }: Props) {
  const t = await getTranslations({ locale, namespace: 'Outbox' });
  return (
    <section className={styles.tile} aria-labelledby="outbox-tile-title" data-testid="outbox-tile">
      <h2 id="outbox-tile-title">{t('title')}</h2>
      <ul className={tile.lines}>
        <li data-count="waiting">{t('waiting', countValues(counts.waiting, locale))}</li>
        <li data-count="given-up">{t('givenUp', countValues(counts.givenUp, locale))}</li>
        <li data-count="in-doubt">
          {t('inDoubt', countValues(counts.inDoubt, locale))}{' '}
          {counts.inDoubtWaiting > 0 && (
            <span className={tile.aside}>
              {t('inDoubtWaiting', countValues(counts.inDoubtWaiting, locale))}
            </span>
          )}
        </li>
      </ul>
      <p className={tile.aside}>
        {t('inDoubtNote', { minutes: formatNumber(inDoubtDelayMinutes, locale) })}
      </p>
    </section>
  );
}
