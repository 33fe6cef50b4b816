'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { useSnackbar } from '@/components/feedback/snackbar-provider';
import { Icon } from '@/components/ui/icon';
import { DeleteOutlinedIcon } from '@/components/ui/icon-shapes';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useRouter } from '@/lib/i18n/navigation';

import { deleteOffering } from '../api/delete-offering';
import type { OfferingKind } from '../schemas';

import styles from './offering-card.module.css';
import { useRemoval } from './removable-item';

/** The confirmation's code (MUI's dialog), fetched on the first hover, focus or click. */
export const confirmDialog = lazyComponent(() =>
  import('./confirm-dialog').then((module) => module.ConfirmDialog),
);

type Props = { kind: OfferingKind; id: number; name: string };

/**
 * part 3 "My products and My services": Delete asks first, then DELETE products/{id} or
 * services/{id}; "Success" takes the card out. A failure is logged (§8) and, beyond the spec, told
 * in the snackbar, so the member knows the item is still there (docs/decisions.md).
 */
export function DeleteOfferingButton({ kind, id, name }: Props) {
  const t = useTranslations('Offerings');
  const snackbar = useSnackbar();
  const router = useRouter();
  const { remove } = useRemoval();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      if (!(await deleteOffering(kind, id))) throw new Error('The answer was not "Success"');
      setOpen(false);
      snackbar.show(t(`${kind}.deleted`), { severity: 'success' });
      remove();
      router.refresh();
    } catch (error) {
      console.error(`Deleting ${kind}/${id} failed`, error);
      setOpen(false);
      snackbar.show(t(`${kind}.deleteError`), { severity: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const preload = () => void confirmDialog.preload().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        className={`button ${styles.delete}`}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <Icon shape={DeleteOutlinedIcon} size={20} />
        {t('delete')} <span className="visually-hidden">{name}</span>
      </button>
      {asked && (
        <confirmDialog.Component
          open={open}
          title={t(`${kind}.deleteTitle`)}
          text={t(`${kind}.deleteText`, { name })}
          confirmLabel={t('delete')}
          cancelLabel={t('cancel')}
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}
