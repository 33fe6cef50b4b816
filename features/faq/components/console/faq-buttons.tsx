'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { ActionButton, RowActions } from '@/components/console/action-button';
import { useConsoleChanges } from '@/components/console/console-changes';
import { AddRecordButton, RecordRowActions } from '@/components/console/record-actions';
import { answerMessage } from '@/lib/http/error-text';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import { deleteFaq, type FaqVersion, moveFaq, setFaqFlags } from '../../api/change-faq';
import type { StaffFaq } from '../../staff-schemas';

import { FaqFormDialog } from './faq-form-dialog';
import styles from './faqs-console.module.css';

/** "Add FAQ": the form for a new one, last of its tab. */
export function AddFaqButton() {
  const t = useTranslations('FaqsAdmin');
  return (
    <AddRecordButton
      label={t('add')}
      dialog={({ close, saved }) => (
        <FaqFormDialog faq={null} onClose={close} onSaved={() => saved(t('done.created'))} />
      )}
    />
  );
}

type Props = {
  faq: StaffFaq;
  /** Its place in its tab: the first cannot go up, the last down. */
  place: { first: boolean; last: boolean };
};

/** A row's Up and Down, Publish or Unpublish, On or off the home page, Edit and Delete. */
export function FaqControls({ faq, place }: Props) {
  const t = useTranslations('FaqsAdmin');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const name = isolate(shown === 'ar' ? faq.question_ara : faq.question_eng, shown);
  const changes = useConsoleChanges();
  const [busy, setBusy] = useState(false);
  const from: FaqVersion = { id: faq.id, version: faq.version };
  const run = async (change: () => Promise<void>, done: string) => {
    changes.clear();
    setBusy(true);
    try {
      await change();
      changes.changed(done);
    } catch (error) {
      changes.changed(answerMessage(error) ?? t('errors.failed'));
    } finally {
      setBusy(false);
    }
  };
  const published = faq.status === 1;
  const onHome = faq.add_to_home === 1;
  const button = (key: string, change: () => Promise<void>, done: string, disabled = false) => (
    <ActionButton
      aria-label={t(`${key}Label`, { name })}
      disabled={busy || disabled}
      onClick={() => void run(change, done)}
    >
      {t(key)}
    </ActionButton>
  );
  return (
    <RowActions label={t('actionsOf', { name })} wrap>
      <span className={styles.order}>
        {button('up', () => moveFaq(from, 'up'), t('done.moved', { name }), place.first)}
        {button('down', () => moveFaq(from, 'down'), t('done.moved', { name }), place.last)}
      </span>
      {button(
        published ? 'unpublish' : 'publish',
        () => setFaqFlags(from, { status: published ? 0 : 1 }),
        t(published ? 'done.unpublished' : 'done.published', { name }),
      )}
      {button(
        onHome ? 'offHome' : 'onHome',
        () => setFaqFlags(from, { add_to_home: onHome ? 0 : 1 }),
        t(onHome ? 'done.offHome' : 'done.onHome', { name }),
      )}
      <RecordRowActions
        edit={{ label: t('edit'), name: t('editLabel', { name }) }}
        remove={{
          label: t('delete'),
          name: t('deleteLabel', { name }),
          question: {
            danger: true,
            confirmLabel: t('confirm.confirm'),
            title: t('confirm.deleteTitle', { name }),
            text: t('confirm.deleteText'),
            run: () => deleteFaq(from),
            done: t('done.deleted', { name }),
          },
        }}
        dialog={({ close, saved }) => (
          <FaqFormDialog
            faq={faq}
            onClose={close}
            onSaved={() => saved(t('done.updated', { name }))}
          />
        )}
      />
    </RowActions>
  );
}
