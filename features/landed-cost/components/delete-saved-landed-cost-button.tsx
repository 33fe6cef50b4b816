'use client';

import { useTranslations } from 'next-intl';

import { ConfirmButton } from '@/components/feedback/confirm-button';
import { useRefreshingAction } from '@/components/feedback/use-refreshing-action';
import memberList from '@/components/ui/member-list.module.css';

import { requestDelete } from '../api/saved-landed-costs';

/** "Delete" on the member's saved landed costs (issue 58): asked first, then the list again. */
export function DeleteSavedLandedCostButton({ id, label }: { id: number; label: string }) {
  const t = useTranslations('LandedCost.saved');
  const refreshing = useRefreshingAction();
  return (
    <ConfirmButton
      className={`button button-outlined ${memberList.remove}`}
      ask={() => ({
        title: t('deleteConfirm'),
        text: label,
        confirmLabel: t('delete'),
        danger: true,
        run: () =>
          refreshing({
            act: () => requestDelete(id),
            logged: `Deleting saved landed cost ${id} failed`,
            failed: t('deleteFailed'),
            done: t('deleted'),
          }),
      })}
      data-testid="saved-landed-cost-delete"
    >
      {t('delete')} <span className="visually-hidden">{label}</span>
    </ConfirmButton>
  );
}
