import 'server-only';

import { fullTranslator } from '@/lib/api/translate';
import { toCsv } from '@/lib/csv/csv';
import type { Db } from '@/lib/db/types';
import { parseTimestamp } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import { TRADE_LEAD_INTERESTS_CSV_LIMIT } from '../constants';

import { listLeadInterests } from './staff-reads';

// "2026-11-22 10:05" in Amman time: a form every spreadsheet reads as a date.
const AMMAN_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Amman',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const COLUMNS = ['name', 'company', 'email', 'message', 'state', 'date'] as const;

/**
 * The members interested in a lead as a CSV file (lib/csv: BOM, every cell quoted, formulas
 * neutralised), headings and states in the request's language.
 */
export async function leadInterestsCsv(db: Db, leadId: number, locale: Locale): Promise<string> {
  const t = fullTranslator(locale);
  const interests = await listLeadInterests(db, leadId, TRADE_LEAD_INTERESTS_CSV_LIMIT);
  return toCsv(
    COLUMNS.map((column) => t(`TradeLeadsAdmin.csv.${column}`)),
    interests.map((interest) => [
      interest.name,
      interest.company,
      interest.email,
      interest.message,
      t(`TradeLeads.interestStates.${interest.state}`),
      AMMAN_TIME.format(parseTimestamp(interest.created_at)),
    ]),
  );
}
