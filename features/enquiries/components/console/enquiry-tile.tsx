import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import tileStyles from '@/components/console/dashboard-tiles.module.css';
import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

import { ENQUIRY_STATUSES } from '../../enquiry-status';
import type { EnquirySummary } from '../../staff-schemas';

import { EnquiryStatusMark } from './enquiry-chips';
import styles from './enquiry-tile.module.css';

type Props = { locale: Locale; summary: Promise<EnquirySummary> };

/** The dashboard's enquiry tile: open, overdue (linked to the filtered list), counts by status. */
export async function EnquiryTile({ locale, summary }: Props) {
  const t = await getTranslations({ locale, namespace: 'EnquiryDesk.tile' });
  const names = await getTranslations({ locale, namespace: 'Enquiries' });
  const counts = await summary;
  const number = (value: number) => formatNumber(value, locale);
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
          <dd>{number(counts.open)}</dd>
        </div>
        <div className={counts.overdue > 0 ? styles.late : undefined}>
          <dt>{t('overdue')}</dt>
          <dd>{number(counts.overdue)}</dd>
        </div>
        <div>
          <dt>{t('unassigned')}</dt>
          <dd>{number(counts.unassigned)}</dd>
        </div>
      </dl>
      <h3 className={styles.subhead}>{t('byStatus')}</h3>
      <ul className={styles.statuses}>
        {ENQUIRY_STATUSES.map(({ code }) => (
          <li key={code}>
            <EnquiryStatusMark code={code} name={names(`status.${code}`)} />
            <span>{number(counts.by_status[String(code)] ?? 0)}</span>
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
