'use client';

import { StaleVersionNotice } from '@/components/feedback/stale-version-notice';
import { Notice } from '@/components/ui/notice';

/** Why a console form's save was refused; `stale` when the record moved on meanwhile (409). */
export type SaveFailure = { text: string; stale: boolean };

/**
 * A refused save above a console form (issue 24): the record moved on (what was typed stays, with
 * a reload the staff member chooses), or the answer's reason in the page's language.
 */
export function SaveFailureNotice({ failure }: { failure: SaveFailure | null }) {
  if (!failure) return null;
  if (failure.stale) return <StaleVersionNotice message={failure.text} />;
  return (
    <Notice severity="error" role="alert">
      {failure.text}
    </Notice>
  );
}
