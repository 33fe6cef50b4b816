'use client';

import { useLocale, useTranslations } from 'next-intl';

import { ActionButton } from '@/components/console/action-button';
import { useConsoleChanges } from '@/components/console/console-changes';
import { useHydrated } from '@/components/ui/use-hydrated';
import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';

import { markConsultationHandled } from '../../api/mark-consultation-handled';

type Props = { id: number; name: string; version: number };

/**
 * Marks one consultation request handled, after the console's question (it cannot be undone);
 * the list then renders again with who handled it.
 */
export function MarkHandledButton({ id, name, version }: Props) {
  const t = useTranslations('ConsultationsAdmin');
  const locale = useLocale() as Locale;
  const changes = useConsoleChanges();
  const ready = useHydrated();
  return (
    <ActionButton
      data-ready={ready ? 'true' : 'false'}
      aria-label={t('markHandledOf', { name })}
      onClick={() =>
        changes.confirm({
          title: t('confirmTitle'),
          text: t('confirmText', { name: isolate(name, locale) }),
          confirmLabel: t('markHandled'),
          done: t('marked'),
          run: () => markConsultationHandled(id, version),
        })
      }
    >
      {t('markHandled')}
    </ActionButton>
  );
}
