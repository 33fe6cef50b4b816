'use client';

import { useTranslations } from 'next-intl';

import {
  ConsoleFormDialog,
  type ConsoleFormDialogProps,
} from '@/components/console/console-form-dialog';
import grid from '@/components/console/console-form-grid.module.css';

type Props = Pick<ConsoleFormDialogProps, 'title' | 'save' | 'onClose' | 'onSubmit' | 'children'>;

/** The dialog of each market-access form: medium width, the kit's grid, Cancel and Save. */
export function TermsFormDialog(props: Props) {
  const t = useTranslations('MarketAccessAdmin.form');
  return (
    <ConsoleFormDialog
      {...props}
      maxWidth="md"
      labels={{ cancel: t('cancel'), save: t('save') }}
      className={grid.form}
    />
  );
}
