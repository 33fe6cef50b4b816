import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/i18n/routing';

import type { TradeLeadState } from '../lead-state';
import type { TradeLeadKind } from '../schemas';

/** The words a lead's card and page write, in the page's language (read once per page). */
export type LeadLabels = {
  states: Record<TradeLeadState, string>;
  kinds: Record<TradeLeadKind, string>;
  buyer: string;
  unnamed: string;
  country: string;
  sector: string;
  hsCodes: string;
  deadline: string;
  quantity: string;
  value: string;
  valueRange: (min: string, max: string) => string;
  valueFrom: (min: string) => string;
  valueUpTo: (max: string) => string;
  open: string;
  openNamed: (title: string) => string;
};

export async function leadLabels(locale: Locale): Promise<LeadLabels> {
  const t = await getTranslations({ locale, namespace: 'TradeLeads' });
  return {
    states: { open: t('states.open'), closed: t('states.closed') },
    kinds: { buyer: t('kinds.buyer'), tender: t('kinds.tender') },
    buyer: t('card.buyer'),
    unnamed: t('card.unnamed'),
    country: t('card.country'),
    sector: t('card.sector'),
    hsCodes: t('card.hsCodes'),
    deadline: t('card.deadline'),
    quantity: t('card.quantity'),
    value: t('card.value'),
    valueRange: (min, max) => t('card.valueRange', { min, max }),
    valueFrom: (min) => t('card.valueFrom', { min }),
    valueUpTo: (max) => t('card.valueUpTo', { max }),
    open: t('card.open'),
    openNamed: (title) => t('card.openNamed', { title }),
  };
}
