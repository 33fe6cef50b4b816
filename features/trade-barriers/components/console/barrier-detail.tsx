import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { formatHsCode } from '@/lib/hs/hs-code';
import { formatDate } from '@/lib/i18n/format-date';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

import type { StaffBarrierDetail } from '../../schemas';

import { EditBarrierButton } from './barrier-buttons';
import styles from './barriers-console.module.css';
import { PublicationPanel } from './publication-panel';
import { AddUpdateButton, UpdateActions } from './update-buttons';

type Props = { entry: StaffBarrierDetail; locale: Locale; me: number; today: string };

/**
 * /admin/trade-barriers/{id} (issue 39 part 3): the entry in both languages, where it came from
 * (the barrier report, staff only), its publication in two steps, and its public updates.
 */
export async function BarrierDetailView({ entry, locale, me, today }: Props) {
  const [t, tStatus] = await Promise.all([
    getTranslations({ locale, namespace: 'TradeBarrierRegisterAdmin' }),
    getTranslations({ locale, namespace: 'TradeBarrierRegister.status' }),
  ]);
  const facts: [string, ReactNode][] = [
    [t('form.country_id'), pick(entry, 'country', locale)],
    [t('form.industry_id'), pick(entry, 'industry', locale) || t('form.allSectors')],
    [t('form.barrier_type_id'), pick(entry, 'barrier_type', locale) || t('form.noType')],
    [t('form.status'), `${tStatus(entry.status)} · ${formatDate(entry.status_date, locale)}`],
    [
      t('form.hs_codes'),
      entry.hs_codes.length > 0 ? (
        <bdi dir="ltr">{entry.hs_codes.map(formatHsCode).join(', ')}</bdi>
      ) : (
        '–'
      ),
    ],
  ];
  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        <section className={styles.panel} aria-labelledby="entry-texts">
          <h2 id="entry-texts">{t('detail.texts')}</h2>
          <div lang="en" dir="ltr">
            <h3>{entry.title_eng}</h3>
            <p className={styles.text}>{entry.summary_eng}</p>
          </div>
          <div lang="ar" dir="rtl">
            <h3>{entry.title_ara}</h3>
            <p className={styles.text}>{entry.summary_ara}</p>
          </div>
          <dl className={styles.facts}>
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            {entry.source_enquiry_id !== null && (
              <div>
                <dt>{t('detail.source')}</dt>
                <dd>
                  <a href={consolePath(`/enquiries/${entry.source_enquiry_id}`, locale)}>
                    {t('detail.sourceLink', { id: entry.source_enquiry_id })}
                  </a>
                </dd>
              </div>
            )}
          </dl>
          <div>
            <EditBarrierButton entry={entry} />
          </div>
        </section>
        <section className={styles.panel} aria-labelledby="entry-updates" data-testid="updates">
          <h2 id="entry-updates">{t('updates.title')}</h2>
          {entry.updates.length === 0 ? (
            <p className={styles.note}>{t('updates.none')}</p>
          ) : (
            <ul className={styles.updates}>
              {entry.updates.map((update) => (
                <li key={update.id} data-update={update.id}>
                  <strong>{formatDate(update.date, locale)}</strong>
                  <p className={styles.text} lang="en" dir="ltr">
                    {update.text_eng}
                  </p>
                  <p className={styles.text} lang="ar" dir="rtl">
                    {update.text_ara}
                  </p>
                  <UpdateActions barrierId={entry.id} update={update} today={today} />
                </li>
              ))}
            </ul>
          )}
          <div>
            <AddUpdateButton barrierId={entry.id} today={today} />
          </div>
        </section>
      </div>
      <PublicationPanel entry={entry} me={me} />
    </div>
  );
}
