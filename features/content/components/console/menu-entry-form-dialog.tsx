'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';

import { ShownStatusField } from '@/components/console/record-form/shown-status-field';
import { VersionedFormDialog } from '@/components/console/record-form/versioned-form-dialog';
import { FormSelectField } from '@/components/forms/form-select-field';
import { FormTextField } from '@/components/forms/form-text-field';

import { saveEntry } from '../../api/change-menus';
import {
  MENU_IDS,
  MENU_TEXT_MAX,
  MENU_TITLE_MAX,
  menuEntryInputSchema,
  type MenuEntryInput,
  type StaffMenuTreeEntry,
} from '../../menu-admin-schemas';

import { MenuWarnings, SlugField, useMenuSaveSteps } from './menu-form-parts';
import styles from './menus-console.module.css';

type Form = MenuEntryInput & { url: string; url_ara: string; title_eng: string; title_ara: string };
const FIELDS = ['menu_id', 'title_eng', 'title_ara', 'url', 'url_ara', 'link', 'link_ara'];
const apiField = (field: string) =>
  [...FIELDS, 'a_id', 'status'].includes(field) ? (field as keyof Form) : undefined;

const valuesOf = (entry: StaffMenuTreeEntry | null): Form => ({
  menu_id: (entry?.menu_id ?? 1) as Form['menu_id'],
  title_eng: entry?.title_eng ?? '',
  title_ara: entry?.title_ara ?? '',
  url: entry?.url ?? '',
  url_ara: entry?.url_ara ?? '',
  link: entry?.link ?? '',
  link_ara: entry?.link_ara ?? '',
  a_id: entry?.a_id === null || entry?.a_id === undefined ? '' : String(entry.a_id),
  status: (entry?.status ?? 1) as 0 | 1,
});

type Props = {
  entry: StaffMenuTreeEntry | null;
  onClose: () => void;
  onSaved: (announcement: string) => void;
};

/** Adds or edits a menu entry (issue 29): titles, slugs and links in both languages, visibility. */
export function MenuEntryFormDialog({ entry, onClose, onSaved }: Props) {
  const t = useTranslations('MenusAdmin');
  const steps = useMenuSaveSteps(entry);
  return (
    <VersionedFormDialog
      namespace="MenusAdmin"
      record={entry}
      resolver={zodResolver(menuEntryInputSchema) as never}
      defaultValues={valuesOf(entry)}
      fieldOf={apiField}
      names={['title_eng', 'title_ara']}
      save={saveEntry}
      check={steps.check}
      announce={steps.announce}
      titles={{ add: 'form.addEntryTitle', edit: 'form.editEntryTitle' }}
      className={styles.form}
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ control, setValue, getValues }) => {
        const text = (name: 'title_eng' | 'title_ara' | 'link' | 'link_ara', max: number) => (
          <FormTextField
            control={control}
            name={name}
            label={t(`form.${name}`)}
            required={name.startsWith('title')}
            maxLength={max}
            dir={name.endsWith('ara') ? 'rtl' : 'ltr'}
            hint={name.startsWith('link') ? t('form.linkHint') : undefined}
            trim
          />
        );
        return (
          <>
            <MenuWarnings warnings={entry?.warnings ?? []} />
            <FormSelectField
              control={control}
              name="menu_id"
              label={t('form.menu_id')}
              options={MENU_IDS.map((id) => ({ value: id, label: t(`menus.${id}`) }))}
            />
            <ShownStatusField control={control} namespace="MenusAdmin" />
            {text('title_eng', MENU_TITLE_MAX)}
            {text('title_ara', MENU_TITLE_MAX)}
            <SlugField control={control} name="url" setValue={setValue} getValues={getValues} />
            <SlugField control={control} name="url_ara" setValue={setValue} getValues={getValues} />
            {text('link', MENU_TEXT_MAX)}
            {text('link_ara', MENU_TEXT_MAX)}
          </>
        );
      }}
    </VersionedFormDialog>
  );
}
