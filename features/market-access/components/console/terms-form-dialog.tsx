'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent, ReactNode } from 'react';

import { ConsoleFormDialog } from '@/components/console/console-form-dialog';
import grid from '@/components/console/console-form-grid.module.css';
import type { SaveFailure } from '@/components/console/save-failure';

type Props = {
  title: string;
  /** The form's save (`useConsoleSave`): busy while it runs, its refusal shown above the fields. */
  save: { busy: boolean; failure: SaveFailure | null };
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  children: ReactNode;
};

/** The dialog of each market-access form: medium width, the kit's grid, Cancel and Save. */
export function TermsFormDialog({ title, save, onClose, onSubmit, children }: Props) {
  const t = useTranslations('MarketAccessAdmin.form');
  return (
    <ConsoleFormDialog
      title={title}
      save={save}
      maxWidth="md"
      labels={{ cancel: t('cancel'), save: t('save') }}
      onClose={onClose}
      onSubmit={onSubmit}
      className={grid.form}
    >
      {children}
    </ConsoleFormDialog>
  );
}
