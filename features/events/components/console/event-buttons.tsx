'use client';

import { useLocale, useTranslations } from 'next-intl';

import { AddRecord, RecordActions } from '@/components/console/record-buttons/record-buttons';
import { formatNumber } from '@/lib/i18n/format-number';
import { isLocale } from '@/lib/i18n/routing';

import { deleteEvent } from '../../api/change-event';
import type { StaffEvent } from '../../schemas';

import { EventFormDialog } from './event-form-dialog';

const texts = { namespace: 'EventsAdmin' };

/** "Add event": the form dialog for a new one. */
export function AddEventButton() {
  return (
    <AddRecord texts={texts} form={(handlers) => <EventFormDialog event={null} {...handlers} />} />
  );
}

/** A row's Edit (the form dialog at the row's version) and Delete (asked first, places named). */
export function EventActions({ event }: { event: StaffEvent }) {
  const t = useTranslations('EventsAdmin');
  const locale = useLocale();
  const joined = event.joined_count;
  const shown = formatNumber(joined, isLocale(locale) ? locale : 'en');
  return (
    <RecordActions
      texts={texts}
      name={{ en: event.name_eng, ar: event.name_ara }}
      remove={() => deleteEvent(event.id, event.version)}
      form={(handlers) => <EventFormDialog event={event} {...handlers} />}
      deleteText={joined > 0 ? t('confirm.deleteJoined', { count: joined, shown }) : undefined}
    />
  );
}
