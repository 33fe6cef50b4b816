'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { ActionButton, RowActions } from '@/components/console/action-button';
import { useConsoleChanges } from '@/components/console/console-changes';
import { AddRecordButton } from '@/components/console/record-actions';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import { deleteNews, setNewsStatus } from '../../api/change-news';
import { newsPreviewHref } from '../../news-preview';
import type { NewsItem } from '../../schemas';

import styles from './news-console.module.css';
import { NewsFormDialog } from './news-form-dialog';

/** "Add news": the form dialog for a new item (a draft unless published). */
export function AddNewsButton({ today }: { today: string }) {
  const t = useTranslations('NewsAdmin');
  return (
    <AddRecordButton
      label={t('add')}
      dialog={({ close, saved }) => (
        <NewsFormDialog
          item={null}
          today={today}
          onClose={close}
          onSaved={(title) => saved(t('done.created', { title }))}
        />
      )}
    />
  );
}

/**
 * A row's actions: Edit (the form at the row's version), Publish or Unpublish, Preview in English
 * and in Arabic (the preview route, in a new tab), Delete (asked first).
 */
export function NewsActions({ item, today }: { item: NewsItem; today: string }) {
  const t = useTranslations('NewsAdmin');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const changes = useConsoleChanges();
  const [editing, setEditing] = useState(false);
  const title = shown === 'ar' ? item.DESCRIPTION_ARA : item.DESCRIPTION_ENG;
  const isolated = isolate(title, shown);
  const published = item.status === 1;
  return (
    <RowActions label={t('actionsLabel', { title })}>
      <ActionButton
        aria-label={t('editLabel', { title })}
        onClick={() => {
          changes.clear();
          setEditing(true);
        }}
      >
        {t('edit')}
      </ActionButton>
      <ActionButton
        aria-label={t(published ? 'unpublishLabel' : 'publishLabel', { title })}
        onClick={() =>
          changes.confirm({
            title: t(published ? 'confirm.unpublishTitle' : 'confirm.publishTitle', {
              title: isolated,
            }),
            text: t(published ? 'confirm.unpublishText' : 'confirm.publishText'),
            confirmLabel: t(published ? 'unpublish' : 'publish'),
            run: () => setNewsStatus(item.id, item.version, published ? 0 : 1),
            done: t(published ? 'done.unpublished' : 'done.published', { title: isolated }),
          })
        }
      >
        {t(published ? 'unpublish' : 'publish')}
      </ActionButton>
      <a
        href={newsPreviewHref(item, 'en')}
        target="_blank"
        rel="noopener"
        className={`button button-outlined ${styles.preview}`}
        aria-label={t('previewEnLabel', { title })}
        data-testid="news-preview-en"
      >
        {t('previewEn')}
      </a>
      <a
        href={newsPreviewHref(item, 'ar')}
        target="_blank"
        rel="noopener"
        className={`button button-outlined ${styles.preview}`}
        aria-label={t('previewArLabel', { title })}
        data-testid="news-preview-ar"
      >
        {t('previewAr')}
      </a>
      <ActionButton
        danger
        aria-label={t('deleteLabel', { title })}
        onClick={() =>
          changes.confirm({
            danger: true,
            confirmLabel: t('delete'),
            title: t('confirm.deleteTitle', { title: isolated }),
            text: t('confirm.deleteText'),
            run: () => deleteNews(item.id, item.version),
            done: t('done.deleted', { title: isolated }),
          })
        }
      >
        {t('delete')}
      </ActionButton>
      {editing && (
        <NewsFormDialog
          item={item}
          today={today}
          onClose={() => setEditing(false)}
          onSaved={(changed) => {
            setEditing(false);
            changes.changed(t('done.updated', { title: changed }));
          }}
        />
      )}
    </RowActions>
  );
}
