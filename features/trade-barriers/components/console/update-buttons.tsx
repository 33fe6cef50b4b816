'use client';

import { useLocale, useTranslations } from 'next-intl';

import { AddRecordButton, RecordRowActions } from '@/components/console/record-actions';
import { formatDate } from '@/lib/i18n/format-date';
import { isLocale } from '@/lib/i18n/routing';

import { deleteBarrierUpdate } from '../../api/change-barrier';
import type { StaffBarrierUpdate } from '../../schemas';

import { UpdateFormDialog } from './update-form-dialog';

/** "Add update": a new dated public update of the entry. */
export function AddUpdateButton({ barrierId, today }: { barrierId: number; today: string }) {
  const t = useTranslations('TradeBarrierRegisterAdmin.updates');
  return (
    <AddRecordButton
      label={t('add')}
      dialog={({ close, saved }) => (
        <UpdateFormDialog
          barrierId={barrierId}
          update={null}
          today={today}
          onClose={close}
          onSaved={() => saved(t('done.created'))}
        />
      )}
    />
  );
}

/** An update's Edit (its dialog at its version) and Delete (asked first). */
export function UpdateActions({
  barrierId,
  update,
  today,
}: {
  barrierId: number;
  update: StaffBarrierUpdate;
  today: string;
}) {
  const t = useTranslations('TradeBarrierRegisterAdmin.updates');
  const locale = useLocale();
  const day = formatDate(update.date, isLocale(locale) ? locale : 'en');
  return (
    <RecordRowActions
      edit={{ label: t('edit'), name: t('editLabel', { date: day }) }}
      remove={{
        label: t('delete'),
        name: t('deleteLabel', { date: day }),
        question: {
          danger: true,
          confirmLabel: t('delete'),
          title: t('deleteTitle', { date: day }),
          text: t('deleteText'),
          run: () => deleteBarrierUpdate(barrierId, update.id, update.version),
          done: t('done.deleted'),
        },
      }}
      dialog={({ close, saved }) => (
        <UpdateFormDialog
          barrierId={barrierId}
          update={update}
          today={today}
          onClose={close}
          onSaved={() => saved(t('done.updated'))}
        />
      )}
    />
  );
}
