'use client';

import { AddRecord, RecordActions } from '@/components/console/record-buttons/record-buttons';

import { removeFromDirectory } from '../../api/change-directory';
import { expertName, type SectorOption } from '../../expert-labels';
import type { StaffExpert } from '../../schemas';

import { directoryTexts } from './directory-texts';
import { ExpertDialog } from './expert-dialog';

const texts = directoryTexts('experts', 'expert');

/** "Add expert": the expert dialog for a new one. */
export function AddExpertButton({ sectors }: { sectors: SectorOption[] }) {
  return (
    <AddRecord
      texts={texts}
      form={(handlers) => <ExpertDialog expert={null} sectors={sectors} {...handlers} />}
    />
  );
}

/** A row's Edit (the dialog at the row's version) and Delete (asked first). */
export function ExpertActions({
  expert,
  sectors,
}: {
  expert: StaffExpert;
  sectors: SectorOption[];
}) {
  return (
    <RecordActions
      texts={texts}
      name={(locale) => expertName(expert, locale)}
      remove={() => removeFromDirectory('experts', expert)}
      form={(handlers) => <ExpertDialog expert={expert} sectors={sectors} {...handlers} />}
    />
  );
}
