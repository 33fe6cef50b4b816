'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { ConsoleFormDialog } from '@/components/console/console-form-dialog';
import grid from '@/components/console/console-form-grid.module.css';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import { saveEvent } from '../../api/change-event';
import { eventInputSchema, type EventInput, type StaffEvent } from '../../schemas';

import { EventKindFields, EventPlaceFields, EventTextFields } from './event-form-fields';
import { EVENT_FIELDS, valuesOf } from './event-form-values';

type Props = {
  /** The event to edit (the version it was read at goes with the change); null adds one. */
  event: StaffEvent | null;
  onClose: () => void;
  /** Saved: its name in the page's language, isolated for the sentence that announces it. */
  onSaved: (name: string) => void;
};

const apiField = (field: string) => EVENT_FIELDS.find((name) => name === field);

/**
 * Adds or edits an event (issue 27) in both languages: the same schema checks it here and on the
 * server. It opens with the event's values and is unmounted when it closes.
 */
export function EventFormDialog({ event, onClose, onSaved }: Props) {
  const t = useTranslations('EventsAdmin');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const { control, handleSubmit, setError } = useForm<EventInput>({
    resolver: zodResolver(eventInputSchema),
    defaultValues: valuesOf(event),
  });
  const save = useConsoleSave(t('errors.failed'), onFormFields(setError, apiField));
  const nameOf = (names: { name_eng: string; name_ara: string }) =>
    isolate(shown === 'ar' ? names.name_ara : names.name_eng, shown);

  const submit = handleSubmit(async (input) => {
    const from = event ? { id: event.id, version: event.version } : undefined;
    const saved = await save.run(async () => {
      await saveEvent(input, from);
    });
    if (saved) onSaved(nameOf(input));
  });

  return (
    <ConsoleFormDialog
      title={event ? t('form.editTitle', { name: nameOf(event) }) : t('form.addTitle')}
      busy={save.busy}
      failure={save.failure}
      maxWidth="md"
      labels={{ cancel: t('form.cancel'), save: t('form.save') }}
      onClose={onClose}
      onSubmit={submit}
      className={grid.form}
    >
      <EventTextFields control={control} />
      <EventPlaceFields control={control} />
      <EventKindFields control={control} />
    </ConsoleFormDialog>
  );
}
