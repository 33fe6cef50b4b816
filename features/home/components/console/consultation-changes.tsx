'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';

/** The consultation list's changes: the shared question, and where their outcome is read out. */
export function ConsultationChanges({ children }: { children: ReactNode }) {
  const t = useTranslations('ConsultationsAdmin');
  return (
    <ConsoleChanges failed={t('failed')}>
      <ChangeStatus />
      {children}
    </ConsoleChanges>
  );
}
