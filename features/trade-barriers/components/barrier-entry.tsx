import { getTranslations } from 'next-intl/server';

import { formatDate } from '@/lib/i18n/format-date';
import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { REGISTER_PATH, REPORT_BARRIER_PATH } from '../constants';
import type { BarrierDetail } from '../schemas';

import { BarrierStatusBadge } from './barrier-status';
import { HsCodeLine } from './hs-code-line';
import styles from './register.module.css';

/**
 * Issue 39 part 3: one entry of the register: its summary, where and what it concerns, its status
 * with its day, its HS codes, and the history of its public updates, the newest first.
 */
export async function BarrierEntry({ entry, locale }: { entry: BarrierDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'TradeBarrierRegister' });
  const facts: [string, string][] = [
    [t('facts.country'), pick(entry, 'country', locale)],
    [t('facts.sector'), pick(entry, 'industry', locale) || t('facts.allSectors')],
    [t('facts.type'), pick(entry, 'barrier_type', locale) || t('facts.noType')],
  ];
  return (
    <article className={styles.entry} data-testid="barrier-entry">
      <div className={styles.entryMain}>
        <BarrierStatusBadge
          status={entry.status}
          date={entry.status_date}
          locale={locale}
          labels={{ status: t(`status.${entry.status}`), since: t.raw('since') as string }}
        />
        <p className={styles.entrySummary}>{pick(entry, 'summary', locale)}</p>
        <dl className={styles.factList}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <HsCodeLine codes={entry.hs_codes} label={t('hsCodes')} />
      </div>
      <section className={styles.history} aria-labelledby="barrier-history">
        <h2 id="barrier-history">{t('history.title')}</h2>
        {entry.updates.length === 0 ? (
          <p>{t('history.none')}</p>
        ) : (
          <ol className={styles.updates} data-testid="barrier-updates">
            {entry.updates.map((update) => (
              <li key={update.id}>
                <time dateTime={update.date}>{formatDate(update.date, locale)}</time>
                <p>{pick(update, 'text', locale)}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <p className={styles.links}>
        <a href={localePath(REGISTER_PATH, locale)}>{t('backToRegister')}</a>
        <a href={localePath(REPORT_BARRIER_PATH, locale)}>{t('reportBarrier')}</a>
      </p>
    </article>
  );
}
