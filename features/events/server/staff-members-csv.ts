import 'server-only';

import { fullTranslator } from '@/lib/api/translate';
import { toCsv } from '@/lib/csv/csv';
import type { Db } from '@/lib/db/types';
import { parseTimestamp } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import { EVENT_MEMBERS_CSV_LIMIT } from '../constants';

import { listEventMembers } from './queries';

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

const COLUMNS = ['name', 'email', 'phone', 'company', 'joined'] as const;

/**
 * The members who joined an event as a CSV file (lib/csv: BOM, every cell quoted, formulas
 * neutralised), headings in the request's language.
 */
export async function eventMembersCsv(db: Db, eventId: number, locale: Locale): Promise<string> {
  const t = fullTranslator(locale);
  const members = await listEventMembers(db, eventId, EVENT_MEMBERS_CSV_LIMIT);
  return toCsv(
    COLUMNS.map((column) => t(`EventsAdmin.csv.${column}`)),
    members.map((member) => [
      member.name,
      member.email,
      member.phone,
      member.company,
      AMMAN_TIME.format(parseTimestamp(member.joined_at)),
    ]),
  );
}
