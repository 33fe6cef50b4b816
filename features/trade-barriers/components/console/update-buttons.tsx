'use client';

import { AddRecord, RecordActions } from '@/components/console/record-buttons/record-buttons';
import { formatDate } from '@/lib/i18n/format-date';

import { deleteBarrierUpdate } from '../../api/change-barrier';
import type { StaffBarrierUpdate } from '../../schemas';

import { UpdateFormDialog } from './update-form-dialog';

/** An update is named by its date, as it is; its question is asked with "Delete". */
const texts = {
  namespace: 'TradeBarrierRegisterAdmin.updates',
  param: 'date',
  plain: true,
  keys: { confirm: 'delete', deleteTitle: 'deleteTitle', deleteText: 'deleteText' },
};
type Where = { barrierId: number; today: string };

/** "Add update": a new dated public update of the entry. */
export function AddUpdateButton(where: Where) {
  return (
    <AddRecord
      texts={texts}
      form={(handlers) => <UpdateFormDialog {...where} update={null} {...handlers} />}
    />
  );
}

/** An update's Edit (its dialog at its version) and Delete (asked first). */
export function UpdateActions({ update, ...where }: Where & { update: StaffBarrierUpdate }) {
  return (
    <RecordActions
      texts={texts}
      name={(locale) => formatDate(update.date, locale)}
      remove={() => deleteBarrierUpdate(where.barrierId, update.id, update.version)}
      form={(handlers) => <UpdateFormDialog {...where} update={update} {...handlers} />}
    />
  );
}
