'use client';

import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';

import { ShownStatusField } from '@/components/console/record-form/shown-status-field';
import { RichTextPair } from '@/components/console/rich-text/rich-text-pair';
import { FormSelectField } from '@/components/forms/form-select-field';
import { FormTextField } from '@/components/forms/form-text-field';

import {
  MENU_TEXT_MAX,
  MENU_TITLE_MAX,
  META_DESCRIPTION_MAX,
  type MenuPageInput,
} from '../../menu-admin-schemas';

import { SlugField } from './menu-form-parts';
import type { EntryChoice } from './menu-row-actions';
import styles from './menus-console.module.css';

/** The page's text fields, as the form holds them (a_id as typed). */
export const PAGE_FIELDS = [
  'url',
  'url_ara',
  'link',
  'link_ara',
  'nav_title_eng',
  'nav_title_ara',
  'title_eng',
  'title_ara',
  'subtitle_eng',
  'subtitle_ara',
  'sub_subtitle_eng',
  'sub_subtitle_ara',
  'content_eng',
  'content_ara',
  'keywords',
  'keywords_ara',
  'image',
  'meta_description_en',
  'meta_description_ar',
] as const;

type TextField = Exclude<
  (typeof PAGE_FIELDS)[number],
  'content_eng' | 'content_ara' | 'url' | 'url_ara'
>;
export type PageForm = MenuPageInput & Record<(typeof PAGE_FIELDS)[number], string>;

const MAX: Partial<Record<TextField, number>> = {
  nav_title_eng: MENU_TITLE_MAX,
  nav_title_ara: MENU_TITLE_MAX,
  title_eng: MENU_TITLE_MAX,
  title_ara: MENU_TITLE_MAX,
  meta_description_en: META_DESCRIPTION_MAX,
  meta_description_ar: META_DESCRIPTION_MAX,
};
const HINTS: Partial<Record<TextField, string>> = {
  nav_title_eng: 'navTitleHint',
  link: 'linkHint',
  image: 'imageHint',
};
const isArabic = (name: string) => /_(ara|ar)$/.test(name);

/** The page form's fields (issue 29): where it sits, its titles, address, content and meta. */
export function MenuPageFields({
  form,
  entries,
}: {
  form: UseFormReturn<PageForm>;
  entries: EntryChoice[];
}) {
  const t = useTranslations('MenusAdmin');
  const { control, setValue, getValues } = form;
  const text = (name: TextField, options: { required?: boolean; multiline?: boolean } = {}) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`form.${name}`)}
      required={options.required}
      multiline={options.multiline}
      rows={options.multiline ? 3 : undefined}
      maxLength={MAX[name] ?? MENU_TEXT_MAX}
      dir={isArabic(name) ? 'rtl' : 'ltr'}
      hint={HINTS[name] ? t(`form.${HINTS[name]}` as never) : undefined}
      trim
    />
  );
  return (
    <>
      <FormSelectField
        control={control}
        name="page_id"
        label={t('form.page_id')}
        options={entries.map((entry) => ({ value: entry.id, label: entry.label }))}
      />
      <ShownStatusField control={control} namespace="MenusAdmin" />
      {text('title_eng', { required: true })}
      {text('title_ara', { required: true })}
      <SlugField control={control} name="url" setValue={setValue} getValues={getValues} />
      <SlugField control={control} name="url_ara" setValue={setValue} getValues={getValues} />
      <FormTextField
        control={control}
        name="a_id"
        label={t('form.a_id')}
        hint={t('form.aIdHint')}
        inputMode="numeric"
        maxLength={10}
        dir="ltr"
        trim
      />
      {text('image')}
      {text('nav_title_eng')}
      {text('nav_title_ara')}
      {text('subtitle_eng', { multiline: true })}
      {text('subtitle_ara', { multiline: true })}
      {text('sub_subtitle_eng')}
      {text('sub_subtitle_ara')}
      <div className={styles.wide}>
        <RichTextPair
          control={control}
          english="content_eng"
          arabic="content_ara"
          label={t('form.content')}
        />
      </div>
      {text('link')}
      {text('link_ara')}
      {text('keywords')}
      {text('keywords_ara')}
      {text('meta_description_en', { multiline: true })}
      {text('meta_description_ar', { multiline: true })}
    </>
  );
}
