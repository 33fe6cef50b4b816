'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ActionButton } from '@/components/console/action-button';
import { useConsoleChanges } from '@/components/console/console-changes';

import type { StaffGuide } from '../../staff-schemas';

import { GuideFormDialog } from './guide-form-dialog';
import { GuideStepDialog } from './guide-step-dialog';

type Props = { guide: StaffGuide; step?: number; label: string; name: string };

/** "Edit": the guide's own texts, or one step (`step`), in its dialog at the guide's version. */
export function EditGuideButton({ guide, step, label, name }: Props) {
  const t = useTranslations('GuideAdmin');
  const changes = useConsoleChanges();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const saved = () => {
    setOpen(false);
    changes.changed(t('done.updated', { name }));
  };
  return (
    <>
      <ActionButton
        variant="primary"
        aria-label={t('editLabel', { name })}
        onClick={() => (changes.clear(), setOpen(true))}
      >
        {label}
      </ActionButton>
      {open &&
        (step === undefined ? (
          <GuideFormDialog guide={guide} onClose={close} onSaved={saved} />
        ) : (
          <GuideStepDialog guide={guide} step={step} title={name} onClose={close} onSaved={saved} />
        ))}
    </>
  );
}
