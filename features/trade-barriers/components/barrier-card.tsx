import { getTranslations } from 'next-intl/server';

import cardKit from '@/components/directory/card.module.css';
import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { barrierEntryPath } from '../barrier-visibility';
import type { PublicBarrier } from '../schemas';

import { BarrierStatusBadge } from './barrier-status';
import { HsCodeLine } from './hs-code-line';
import styles from './register.module.css';

/** The longest summary a card shows before its entry page. */
const EXCERPT = 220;
const excerpt = (text: string) =>
  text.length <= EXCERPT ? text : `${text.slice(0, EXCERPT).replace(/\s+\S*$/, '')}…`;

/** One entry of the register's list: its title (a link to its page), where, what, its status. */
export async function BarrierCard({ entry, locale }: { entry: PublicBarrier; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'TradeBarrierRegister' });
  const facts = [
    pick(entry, 'country', locale),
    pick(entry, 'industry', locale),
    pick(entry, 'barrier_type', locale),
  ].filter(Boolean);
  return (
    <article className={`${cardKit.frame} ${styles.card}`} data-barrier={entry.id}>
      <h3 className={styles.cardTitle}>
        <a href={localePath(barrierEntryPath(entry.id), locale)}>{pick(entry, 'title', locale)}</a>
      </h3>
      <p className={styles.facts}>{facts.join(' · ')}</p>
      <BarrierStatusBadge
        status={entry.status}
        date={entry.status_date}
        locale={locale}
        labels={{ status: t(`status.${entry.status}`), since: t.raw('since') as string }}
      />
      <p className={styles.summary}>{excerpt(pick(entry, 'summary', locale))}</p>
      <HsCodeLine codes={entry.hs_codes} label={t('hsCodes')} />
    </article>
  );
}
