'use client';

import { useTranslations } from 'next-intl';

import { ConfirmButton } from '@/components/feedback/confirm-button';
import { useRefreshingAction } from '@/components/feedback/use-refreshing-action';
import memberList from '@/components/ui/member-list.module.css';
import { useIsolate } from '@/lib/i18n/use-isolate';

import { requestDelete } from '../api/saved-assessments';

type Props = { id: number; code: string; partner: string };

/**
 * "Delete" on the member's saved self-assessments (issue 37): asked first, then DELETE
 * /api/market-access/assessments/{id}; the list renders again without it. A failure is announced.
 */
export function DeleteSavedAssessmentButton({ id, code, partner }: Props) {
  const t = useTranslations('OriginAssessment.saved');
  const isolate = useIsolate();
  const refreshing = useRefreshingAction();
  return (
    <ConfirmButton
      className={`button button-outlined ${memberList.remove}`}
      ask={() => ({
        title: t('deleteTitle', { code: isolate(code, { latin: true }), partner }),
        text: t('deleteText'),
        confirmLabel: t('delete'),
        danger: true,
        run: () =>
          refreshing({
            act: () => requestDelete(id),
            logged: `Deleting saved assessment ${id} failed`,
            failed: t('deleteFailed'),
            done: t('deleted'),
          }),
      })}
      data-testid="saved-assessment-delete"
    >
      {t('delete')}{' '}
      <span className="visually-hidden">
        {code} · {partner}
      </span>
    </ConfirmButton>
  );
}
