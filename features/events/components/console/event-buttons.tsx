'use client';

import { useLocale, useTranslations } from 'next-intl';

import { AddRecordButton, RecordRowActions } from '@/components/console/record-actions';
import { formatNumber } from '@/lib/i18n/format-number';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import { deleteEvent } from '../../api/change-event';
import type { StaffEvent } from '../../schemas';

import { EventFormDialog } from './event-form-dialog';

/** "Add event": the form dialog for a new one. */
export function AddEventButton() {
  const t = useTranslations('EventsAdmin');
  return (
    <AddRecordButton
      label={t('add')}
      dialog={({ close, saved }) => (
        <EventFormDialog
          event={null}
          onClose={close}
          onSaved={(name) => saved(t('done.created', { name }))}
        />
      )}
    />
  );
}

/** A row's Edit (the form dialog at the row's version) and Delete (asked first, places named). */
export function EventActions({ event }: { event: StaffEvent }) {
  const t = useTranslations('EventsAdmin');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const name = shown === 'ar' ? event.name_ara : event.name_eng;
  const isolated = isolate(name, shown);
  const joined = event.joined_count;
  return (
    <RecordRowActions
      edit={{ label: t('edit'), name: t('editLabel', { name }) }}
      remove={{
        label: t('delete'),
        name: t('deleteLabel', { name }),
        question: {
          danger: true,
          confirmLabel: t('confirm.confirm'),
          title: t('confirm.deleteTitle', { name: isolated }),
          text:
            joined > 0
              ? t('confirm.deleteJoined', { count: joined, shown: formatNumber(joined, shown) })
              : t('confirm.deleteText'),
          run: () => deleteEvent(event.id, event.version),
          done: t('done.deleted', { name: isolated }),
        },
      }}
      dialog={({ close, saved }) => (
        <EventFormDialog
          event={event}
          onClose={close}
          onSaved={(changed) => saved(t('done.updated', { name: changed }))}
        />
      )}
    />
  );
}
