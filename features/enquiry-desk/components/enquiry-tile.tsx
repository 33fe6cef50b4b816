import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import tileStyles from '@/features/console/components/dashboard.module.css';
import { consolePath } from '@/features/console/console-route';
import { ENQUIRY_STATUSES } from '@/features/enquiries/enquiry-status';
import type { EnquirySummary } from '@/features/enquiries/staff-schemas';
import { intlLocale } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import styles from './enquiry-tile.module.css';
import { StatusBadge } from './status-badge';

type Props = { locale: Locale; summary: Promise<EnquirySummary> };

/** The dashboard's enquiry tile: open, overdue (linked to the filtered grid), counts by status. */
export async function EnquiryTile({ locale, summary }: Props) {
  const t = await getTranslations({ locale, namespace: 'EnquiryDesk.tile' });
  const names = await getTranslations({ locale, namespace: 'Enquiries' });
  const counts = await summary;
  const number = new Intl.NumberFormat(intlLocale(locale));
  return (
    <section
      className={tileStyles.tile}
      aria-labelledby="tile-enquiries"
      data-testid="enquiry-tile"
    >
      <h2 id="tile-enquiries">{t('title')}</h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t('open')}</dt>
          <dd>{number.format(counts.open)}</dd>
        </div>
        <div className={counts.overdue > 0 ? styles.late : undefined}>
          <dt>{t('overdue')}</dt>
          <dd>{number.format(counts.overdue)}</dd>
        </div>
        <div>
          <dt>{t('unassigned')}</dt>
          <dd>{number.format(counts.unassigned)}</dd>
        </div>
      </dl>
      <h3 className={styles.subhead}>{t('byStatus')}</h3>
      <ul className={styles.statuses}>
        {ENQUIRY_STATUSES.map(({ code }) => (
          <li key={code}>
            <StatusBadge code={code} name={names(`status.${code}` as never)} />
            <span>{number.format(counts.by_status[String(code)] ?? 0)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.links}>
        <Link href={consolePath('/enquiries?overdue=1', locale)}>{t('viewOverdue')}</Link>
        <Link href={consolePath('/enquiries', locale)}>{t('viewAll')}</Link>
      </p>
    </section>
  );
}
