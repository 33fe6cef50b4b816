import { getTranslations } from 'next-intl/server';

import cardKit from '@/components/directory/card.module.css';
import { BidiText } from '@/components/ui/bidi-text';
import { formatDate } from '@/lib/i18n/format-date';
import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { TRADE_LEADS_PATH, tradeLeadPath } from '../constants';
import type { PublicTradeLead } from '../schemas';

import { InterestBox } from './interest-box';
import { LeadBadges } from './lead-badges';
import { LeadFacts } from './lead-facts';
import { leadLabels } from './lead-labels';
import { LeadTools } from './lead-tools';
import styles from './trade-leads.module.css';

type Props = { lead: PublicTradeLead; locale: Locale };

/**
 * Issue 39: a lead's page: its kind and state, facts, description, how to respond, and the
 * "Express interest" island (the only client code) while it goes through the agency.
 */
export async function LeadDetail({ lead, locale }: Props) {
  const [t, labels] = await Promise.all([
    getTranslations({ locale, namespace: 'TradeLeads' }),
    leadLabels(locale),
  ]);
  const open = lead.state === 'open';
  const contact = pick(lead, 'contact', locale);
  return (
    <article className={styles.detail} data-testid="trade-lead" data-state={lead.state}>
      <p>
        <a href={localePath(TRADE_LEADS_PATH, locale)}>{t('detail.back')}</a>
      </p>
      <LeadBadges lead={lead} labels={labels} />
      {lead.published_at && (
        <p className={styles.muted}>
          {t('detail.published', { date: formatDate(lead.published_at, locale) })}
        </p>
      )}
      {!open && (
        <p className={styles.closedNotice} role="note">
          {t('detail.closedNotice')}
        </p>
      )}
      <LeadFacts lead={lead} locale={locale} labels={labels} />
      <section aria-labelledby="lead-description">
        <h2 id="lead-description">{t('detail.description')}</h2>
        <p className={styles.text}>
          <BidiText>{pick(lead, 'description', locale)}</BidiText>
        </p>
      </section>
      <LeadTools lead={lead} locale={locale} />
      <section aria-labelledby="lead-contact">
        <h2 id="lead-contact">{t('detail.contact')}</h2>
        {lead.contact_route === 'direct' ? (
          <>
            <p>{t('detail.contactDirect')}</p>
            {contact && open && (
              <p className={styles.text}>
                <BidiText>{contact}</BidiText>
              </p>
            )}
          </>
        ) : (
          <p>{t('detail.contactAgency')}</p>
        )}
      </section>
      {lead.contact_route === 'agency' && (
        <section aria-labelledby="lead-interest" className={cardKit.frame}>
          <h2 id="lead-interest">{t('interest.title')}</h2>
          <InterestBox leadId={lead.id} path={tradeLeadPath(lead.id)} open={open} />
        </section>
      )}
    </article>
  );
}
