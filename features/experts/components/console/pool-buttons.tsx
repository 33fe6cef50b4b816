'use client';

import { AddRecord, RecordActions } from '@/components/console/record-buttons/record-buttons';
import { pick } from '@/lib/i18n/localized';

import { removeFromDirectory } from '../../api/change-directory';
import type { StaffPool } from '../../schemas';

import { directoryTexts } from './directory-texts';
import { PoolDialog } from './pool-dialog';
import type { ExpertChoice } from './pool-experts-editor';

const texts = directoryTexts('pools', 'pool');

/** "Add pool": the pool dialog for a new one. */
export function AddPoolButton({ experts }: { experts: ExpertChoice[] }) {
  return (
    <AddRecord
      texts={texts}
      form={(handlers) => <PoolDialog pool={null} experts={experts} {...handlers} />}
    />
  );
}

/** A pool's Edit (its names and experts, at the row's version) and Delete (asked first). */
export function PoolActions({ pool, experts }: { pool: StaffPool; experts: ExpertChoice[] }) {
  return (
    <RecordActions
      texts={texts}
      name={(locale) => pick(pool, 'NAME', locale)}
      remove={() => removeFromDirectory('pools', pool)}
      form={(handlers) => <PoolDialog pool={pool} experts={experts} {...handlers} />}
    />
  );
}
