'use client';

import { useTranslations } from 'next-intl';

import { ConfirmButton } from '@/components/feedback/confirm-button';
import { useSnackbar } from '@/components/feedback/snackbar-provider';
import { Icon } from '@/components/ui/icon';
import { DeleteOutlinedIcon } from '@/components/ui/icon-shapes';
import { useRouter } from '@/lib/i18n/navigation';
import { useIsolate } from '@/lib/i18n/use-isolate';

import { deleteOffering } from '../api/delete-offering';
import type { OfferingKind } from '../offering-schemas';

import styles from './offering-card.module.css';
import { useRemoval } from './removable-item';

type Props = { kind: OfferingKind; id: number; version: number; name: string };

/**
 * part 3 "My products and My services": Delete asks first, then DELETE products/{id} or
 * services/{id}; "Success" takes the card out. A failure is logged (§8) and, beyond the spec, told
 * in the snackbar, so the member knows the item is still there (docs/decisions/companies.md).
 */
export function DeleteOfferingButton({ kind, id, version, name }: Props) {
  const t = useTranslations('Offerings');
  const isolate = useIsolate();
  const snackbar = useSnackbar();
  const router = useRouter();
  const { remove } = useRemoval();

  // The dialog closes when this ends, whatever the outcome: the snackbar tells which.
  async function run() {
    try {
      if (!(await deleteOffering(kind, id, version))) {
        throw new Error('The answer was not "Success"');
      }
    } catch (error) {
      console.error(`Deleting ${kind}/${id} failed`, error);
      const { answerMessage, isStaleVersion } = await import('@/lib/http/error-text');
      const message = isStaleVersion(error) ? answerMessage(error) : undefined;
      snackbar.show(message ?? t(`${kind}.deleteError`), { severity: 'error' });
      if (message) router.refresh();
      return;
    }
    snackbar.show(t(`${kind}.deleted`), { severity: 'success' });
    remove();
    router.refresh();
  }

  return (
    <ConfirmButton
      className={`button ${styles.delete}`}
      ask={() => ({
        title: t(`${kind}.deleteTitle`),
        // The name as written, isolated from the Arabic sentence around it (issue 36).
        text: t(`${kind}.deleteText`, { name: isolate(name) }),
        confirmLabel: t('delete'),
        danger: true,
        run,
      })}
    >
      <Icon shape={DeleteOutlinedIcon} size={20} />
      {t('delete')} <span className="visually-hidden">{name}</span>
    </ConfirmButton>
  );
}
