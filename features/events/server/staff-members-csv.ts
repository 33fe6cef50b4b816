import 'server-only';

import { csvTime, translatedCsv } from '@/lib/api/csv-export';
import type { Db } from '@/lib/db/types';
import { parseTimestamp } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import { EVENT_MEMBERS_CSV_LIMIT } from '../constants';

import { listEventMembers } from './queries';

const COLUMNS = ['name', 'email', 'phone', 'company', 'joined'] as const;

/** The members who joined an event as a CSV file, headings in the request's language. */
export async function eventMembersCsv(db: Db, eventId: number, locale: Locale): Promise<string> {
  const members = await listEventMembers(db, eventId, EVENT_MEMBERS_CSV_LIMIT);
  return translatedCsv(locale, 'EventsAdmin.csv', COLUMNS, () =>
    members.map((member) => [
      member.name,
      member.email,
      member.phone,
      member.company,
      csvTime(parseTimestamp(member.joined_at)),
    ]),
  );
}
