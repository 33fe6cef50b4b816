'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { ConsoleFormDialog } from '@/components/console/console-form-dialog';
import { VersionedFormDialog } from '@/components/console/record-form/versioned-form-dialog';

import { getPage, savePage } from '../../api/change-menus';
import {
  menuPageInputSchema,
  type MenuWarning,
  type StaffMenuPage,
} from '../../menu-admin-schemas';

import { MenuWarnings, useMenuSaveSteps } from './menu-form-parts';
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
        save={{
          busy: page === 'loading',
          failure: page === 'failed' ? { text: t('errors.loadFailed'), stale: false } : null,
        }}
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
  const steps = useMenuSaveSteps(page);
  return (
    <VersionedFormDialog
      namespace="MenusAdmin"
      record={page}
      resolver={zodResolver(menuPageInputSchema) as never}
      defaultValues={valuesOf(page, entryId)}
      fieldOf={apiField}
      names={['title_eng', 'title_ara']}
      save={savePage}
      check={steps.check}
      announce={steps.announce}
      titles={{ add: 'form.addPageTitle', edit: 'form.editPageTitle' }}
      className={styles.form}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(form) => (
        <>
          <MenuWarnings warnings={shownWarnings} />
          <MenuPageFields form={form} entries={entries} />
        </>
      )}
    </VersionedFormDialog>
  );
}
