import 'server-only';

import { csvTime, translatedCsv } from '@/lib/api/csv-export';
import type { Db } from '@/lib/db/types';
import { parseTimestamp } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import { TRADE_LEAD_INTERESTS_CSV_LIMIT } from '../constants';

import { listLeadInterests } from './staff-reads';

const COLUMNS = ['name', 'company', 'email', 'message', 'state', 'date'] as const;

/** The members interested in a lead as a CSV file, headings and states in the request's language. */
export async function leadInterestsCsv(db: Db, leadId: number, locale: Locale): Promise<string> {
  const interests = await listLeadInterests(db, leadId, TRADE_LEAD_INTERESTS_CSV_LIMIT);
  return translatedCsv(locale, 'TradeLeadsAdmin.csv', COLUMNS, (t) =>
    interests.map((interest) => [
      interest.name,
      interest.company,
      interest.email,
      interest.message,
      t(`TradeLeads.interestStates.${interest.state}`),
      csvTime(parseTimestamp(interest.created_at)),
    ]),
  );
}
