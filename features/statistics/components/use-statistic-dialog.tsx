'use client';

import { useState } from 'react';

import { useModals } from '@/components/feedback/modal-host';
import { lazyComponent } from '@/components/ui/lazy-component';

import type { StatisticItem } from '../schemas';

/** The statistic dialog's code (MUI, and the chart's only when it draws one): on first open. */
export const statisticDialog = lazyComponent(
  () => import('./dialog/statistic-dialog').then((module) => module.StatisticDialog),
  { formMessages: false },
);

/**
 * Opening an item: a premium item a member may not see opens the VIP dialog ("Premium Access
 * Required", part 1 and part 3 "VIP rules"); any other opens its dialog.
 */
export function useStatisticDialog() {
  const modals = useModals();
  const [open, setOpen] = useState<StatisticItem | null>(null);
  const show = (item: StatisticItem) => {
    if (item.locked) modals.open('vip');
    else setOpen(item);
  };
  const Dialog = statisticDialog.Component;
  const dialog = open ? <Dialog item={open} onClose={() => setOpen(null)} /> : null;
  return { show, dialog };
}
