import cardKit from '@/components/directory/card.module.css';
import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { tradeLeadPath } from '../constants';
import type { PublicTradeLead } from '../schemas';

import { LeadBadges } from './lead-badges';
import { LeadFacts } from './lead-facts';
import type { LeadLabels } from './lead-labels';
import styles from './trade-leads.module.css';

type Props = { lead: PublicTradeLead; locale: Locale; labels: LeadLabels };

/** One lead of the list: kind and state, title (its page's link) and facts. */
export function LeadCard({ lead, locale, labels }: Props) {
  const title = pick(lead, 'title', locale);
  return (
    <article className={cardKit.card} data-testid="trade-lead-card" data-lead={lead.id}>
      <LeadBadges lead={lead} labels={labels} />
      <h3 className={`${cardKit.cardTitle} ${styles.title}`}>
        <a href={localePath(tradeLeadPath(lead.id), locale)}>{title}</a>
      </h3>
      <LeadFacts lead={lead} locale={locale} labels={labels} />
    </article>
  );
}
