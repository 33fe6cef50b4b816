'use client';

import { useLocale, useTranslations } from 'next-intl';

import { AddRecordButton, RecordRowActions } from '@/components/console/record-actions';
import { isolate } from '@/lib/i18n/isolate';

import { removeFromDirectory } from '../../api/change-directory';
import { expertName, type SectorOption } from '../../expert-labels';
import type { StaffExpert } from '../../schemas';

import { ExpertDialog } from './expert-dialog';

/** "Add expert": the expert dialog for a new one. */
export function AddExpertButton({ sectors }: { sectors: SectorOption[] }) {
  const t = useTranslations('ExpertsAdmin');
  return (
    <AddRecordButton
      label={t('experts.add')}
      dialog={({ close, saved }) => (
        <ExpertDialog
          expert={null}
          sectors={sectors}
          onClose={close}
          onSaved={() => saved(t('saved'))}
        />
      )}
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
  const t = useTranslations('ExpertsAdmin');
  const locale = useLocale() === 'ar' ? 'ar' : 'en';
  const name = expertName(expert, locale);
  return (
    <RecordRowActions
      edit={{ label: t('experts.edit'), name: t('experts.editOf', { name }) }}
      remove={{
        label: t('experts.remove'),
        name: t('experts.removeOf', { name }),
        question: {
          danger: true,
          confirmLabel: t('experts.remove'),
          title: t('confirm.expertTitle', { name: isolate(name, locale) }),
          text: t('confirm.expertText'),
          run: () => removeFromDirectory('experts', expert),
          done: t('removed'),
        },
      }}
      dialog={({ close, saved }) => (
        <ExpertDialog
          expert={expert}
          sectors={sectors}
          onClose={close}
          onSaved={() => saved(t('saved'))}
        />
      )}
    />
  );
}
