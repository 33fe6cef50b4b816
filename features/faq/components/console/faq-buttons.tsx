'use client';

import { useLocale, useTranslations } from 'next-intl';

import { ActionButton, RowActions } from '@/components/console/action-button';
import { AddRecord, RecordActions } from '@/components/console/record-buttons/record-buttons';
import { useRowChange } from '@/components/console/record-buttons/use-row-change';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import { deleteFaq, type FaqVersion, moveFaq, setFaqFlags } from '../../api/change-faq';
import type { StaffFaq } from '../../staff-schemas';

import { FaqFormDialog } from './faq-form-dialog';
import styles from './faqs-console.module.css';

const texts = { namespace: 'FaqsAdmin', plain: true };

/** "Add FAQ": the form for a new one, last of its tab. */
export function AddFaqButton() {
  return (
    <AddRecord texts={texts} form={(handlers) => <FaqFormDialog faq={null} {...handlers} />} />
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
  const { busy, run } = useRowChange(t('errors.failed'));
  const from: FaqVersion = { id: faq.id, version: faq.version };
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
      <RecordActions
        texts={texts}
        name={name}
        remove={() => deleteFaq(from)}
        form={(handlers) => <FaqFormDialog faq={faq} {...handlers} />}
      />
    </RowActions>
  );
}
