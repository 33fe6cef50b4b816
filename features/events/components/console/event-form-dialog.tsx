'use client';

import { zodResolver } from '@hookform/resolvers/zod';

import { VersionedFormDialog } from '@/components/console/record-form/versioned-form-dialog';

import { saveEvent } from '../../api/change-event';
import { eventInputSchema, type StaffEvent } from '../../schemas';

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
  return (
    <VersionedFormDialog
      namespace="EventsAdmin"
      record={event}
      resolver={zodResolver(eventInputSchema)}
      defaultValues={valuesOf(event)}
      fieldOf={apiField}
      names={['name_eng', 'name_ara']}
      save={saveEvent}
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ control }) => (
        <>
          <EventTextFields control={control} />
          <EventPlaceFields control={control} />
          <EventKindFields control={control} />
        </>
      )}
    </VersionedFormDialog>
  );
}
