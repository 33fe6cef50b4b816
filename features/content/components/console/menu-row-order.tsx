'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';

import { ActionButton, RowActions } from '@/components/console/action-button';
import { useConsoleChanges } from '@/components/console/console-changes';
import { answerMessage } from '@/lib/http/error-text';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import { moveMenuRecord, type MenuKind } from '../../api/change-menus';

type Versioned = { id: number; version: number; title_eng: string; title_ara: string };

/** A record's name in the page's language, and the same isolated for a sentence. */
export function useShownName(record: Versioned) {
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const name = shown === 'ar' ? record.title_ara || record.title_eng : record.title_eng;
  return { name, isolated: isolate(name, shown) };
}

// The button to focus again once the rows render in their new order (a move keeps the keyboard
// on the row that moved).
let refocus: string | null = null;

/** A row's Up and Down: one place within its menu or its entry, the keyboard kept on it. */
export function MenuRowOrder(props: {
  kind: MenuKind;
  record: Versioned & { sort: number };
  first: boolean;
  last: boolean;
}) {
  const { kind, record, first, last } = props;
  const t = useTranslations('MenusAdmin');
  const changes = useConsoleChanges();
  const { name, isolated } = useShownName(record);
  const key = `${kind}-${record.id}`;
  useEffect(() => {
    if (!refocus?.startsWith(`${key}-`)) return;
    // The button pressed, or the other one when the row reached the end it moved to.
    const buttons = [...document.querySelectorAll<HTMLButtonElement>(`[data-move^="${key}-"]`)];
    const target = buttons.find((button) => button.dataset.move === refocus && !button.disabled);
    (target ?? buttons.find((button) => !button.disabled))?.focus();
    refocus = null;
  }, [key, record.sort, record.version]);
  const move = async (direction: 'up' | 'down') => {
    changes.clear();
    refocus = `${key}-${direction}`;
    try {
      await moveMenuRecord(kind, record, direction);
      changes.changed(t('done.moved', { name: isolated }));
    } catch (error) {
      changes.changed(answerMessage(error) ?? t('errors.failed'));
    }
  };
  return (
    <RowActions>
      <ActionButton
        data-move={`${key}-up`}
        aria-label={t('moveUpLabel', { name })}
        disabled={first}
        onClick={() => move('up')}
      >
        {t('moveUp')}
      </ActionButton>
      <ActionButton
        data-move={`${key}-down`}
        aria-label={t('moveDownLabel', { name })}
        disabled={last}
        onClick={() => move('down')}
      >
        {t('moveDown')}
      </ActionButton>
    </RowActions>
  );
}
