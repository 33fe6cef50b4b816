'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';

import { ConsoleFormDialog } from '@/components/console/console-form-dialog';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import { getPage, savePage } from '../../api/change-menus';
import {
  menuPageInputSchema,
  type MenuWarning,
  type StaffMenuPage,
} from '../../menu-admin-schemas';

import { MenuWarnings, savedMessage, slugsPass } from './menu-form-parts';
import { MenuPageFields, PAGE_FIELDS, type PageForm } from './menu-page-fields';
import type { EntryChoice } from './menu-row-actions';
import styles from './menus-console.module.css';

const valuesOf = (page: StaffMenuPage | null, entryId: number): PageForm => {
  const values = Object.fromEntries(
    PAGE_FIELDS.map((field) => [field, page ? (page[field] ?? '') : '']),
  ) as unknown as PageForm;
  return {
    ...values,
    page_id: page?.page_id ?? entryId,
    a_id: page?.a_id === null || page?.a_id === undefined ? '' : String(page.a_id),
    status: (page?.status ?? 1) as 0 | 1,
  };
};
const apiField = (field: string) =>
  (PAGE_FIELDS as readonly string[]).includes(field) ||
  ['page_id', 'a_id', 'status'].includes(field)
    ? (field as keyof PageForm)
    : undefined;

type Props = {
  /** The page edited, or null for a new page under `entryId`. */
  pageId: number | null;
  entryId: number;
  entries: EntryChoice[];
  onClose: () => void;
  onSaved: (announcement: string) => void;
  warnings?: readonly MenuWarning[];
};

/** Adds or edits a menu page (issue 29); an edited page's content is read when it opens. */
export function MenuPageFormDialog(props: Props) {
  const t = useTranslations('MenusAdmin');
  const [page, setPage] = useState<StaffMenuPage | 'loading' | 'failed'>('loading');
  const { pageId } = props;
  useEffect(() => {
    if (pageId === null) return;
    let live = true;
    getPage(pageId)
      .then((loaded) => live && setPage(loaded))
      .catch(() => live && setPage('failed'));
    return () => {
      live = false;
    };
  }, [pageId]);
  if (pageId !== null && typeof page === 'string') {
    return (
      <ConsoleFormDialog
        title={t('form.loading')}
        busy={page === 'loading'}
        failure={page === 'failed' ? { text: t('errors.loadFailed'), stale: false } : null}
        labels={{ cancel: t('form.cancel'), save: t('form.save') }}
        onClose={props.onClose}
        onSubmit={(event) => event.preventDefault()}
      >
        <p role="status">{page === 'loading' ? t('form.loading') : t('errors.loadFailed')}</p>
      </ConsoleFormDialog>
    );
  }
  return <PageFormDialog {...props} page={typeof page === 'string' ? null : page} />;
}

function PageFormDialog({
  page,
  entryId,
  entries,
  onClose,
  onSaved,
  warnings: shownWarnings = [],
}: Props & { page: StaffMenuPage | null }) {
  const t = useTranslations('MenusAdmin');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const form = useForm<PageForm>({
    resolver: zodResolver(menuPageInputSchema) as never,
    defaultValues: valuesOf(page, entryId),
  });
  const { handleSubmit, setError } = form;
  const save = useConsoleSave(t('errors.failed'), onFormFields(setError, apiField));
  const nameOf = (names: { title_eng: string; title_ara: string }) =>
    isolate(shown === 'ar' ? names.title_ara : names.title_eng, shown);

  const submit = handleSubmit(async (input) => {
    const refuse = (field: 'url' | 'url_ara', message: string) => setError(field, { message });
    const format = (suggestion: string) =>
      t('errors.slug_format', { suggestion: isolate(suggestion, shown) });
    if (!slugsPass(input, page, refuse, format)) return;
    const from = page ? { id: page.id, version: page.version } : undefined;
    let warnings: MenuWarning[] = [];
    const saved = await save.run(async () => {
      warnings = (await savePage(input, from)).warnings;
    });
    const done = t(page ? 'done.updated' : 'done.created', { name: nameOf(input) });
    if (saved) onSaved(savedMessage(t, done, warnings));
  });

  return (
    <ConsoleFormDialog
      title={page ? t('form.editPageTitle', { name: nameOf(page) }) : t('form.addPageTitle')}
      busy={save.busy}
      failure={save.failure}
      maxWidth="md"
      labels={{ cancel: t('form.cancel'), save: t('form.save') }}
      onClose={onClose}
      onSubmit={submit}
      className={styles.form}
    >
      <MenuWarnings warnings={shownWarnings} />
      <MenuPageFields form={form} entries={entries} />
    </ConsoleFormDialog>
  );
}
