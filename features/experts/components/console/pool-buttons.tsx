'use client';

import { useLocale, useTranslations } from 'next-intl';

import { AddRecordButton, RecordRowActions } from '@/components/console/record-actions';
import { isolate } from '@/lib/i18n/isolate';
import { pick } from '@/lib/i18n/localized';

import { removeFromDirectory } from '../../api/change-directory';
import type { StaffPool } from '../../schemas';

import { PoolDialog } from './pool-dialog';
import type { ExpertChoice } from './pool-experts-editor';

/** "Add pool": the pool dialog for a new one. */
export function AddPoolButton({ experts }: { experts: ExpertChoice[] }) {
  const t = useTranslations('ExpertsAdmin');
  return (
    <AddRecordButton
      label={t('pools.add')}
      dialog={({ close, saved }) => (
        <PoolDialog
          pool={null}
          experts={experts}
          onClose={close}
          onSaved={() => saved(t('saved'))}
        />
      )}
    />
  );
}

/** A pool's Edit (its names and experts, at the row's version) and Delete (asked first). */
export function PoolActions({ pool, experts }: { pool: StaffPool; experts: ExpertChoice[] }) {
  const t = useTranslations('ExpertsAdmin');
  const locale = useLocale() === 'ar' ? 'ar' : 'en';
  const name = pick(pool, 'NAME', locale);
  return (
    <RecordRowActions
      edit={{ label: t('experts.edit'), name: t('pools.editOf', { name }) }}
      remove={{
        label: t('experts.remove'),
        name: t('pools.removeOf', { name }),
        question: {
          danger: true,
          confirmLabel: t('experts.remove'),
          title: t('confirm.poolTitle', { name: isolate(name, locale) }),
          text: t('confirm.poolText'),
          run: () => removeFromDirectory('pools', pool),
          done: t('removed'),
        },
      }}
      dialog={({ close, saved }) => (
        <PoolDialog
          pool={pool}
          experts={experts}
          onClose={close}
          onSaved={() => saved(t('saved'))}
        />
      )}
    />
  );
}
