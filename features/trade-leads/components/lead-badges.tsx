import cardKit from '@/components/directory/card.module.css';

import type { PublicTradeLead } from '../schemas';

import type { LeadLabels } from './lead-labels';
import styles from './trade-leads.module.css';

/** A lead's kind and its state (open or closed) in words and colour. */
export function LeadBadges({ lead, labels }: { lead: PublicTradeLead; labels: LeadLabels }) {
  return (
    <div className={cardKit.badges}>
      <span className={`${cardKit.pill} ${styles.kind}`}>{labels.kinds[lead.kind]}</span>
      <span className={`${cardKit.pill} ${styles[lead.state]}`} data-state={lead.state}>
        {labels.states[lead.state]}
      </span>
    </div>
  );
}
