'use client';

import { useTranslations } from 'next-intl';
import type {
  Control,
  FieldValues,
  Path,
  UseFormSetError,
  UseFormSetValue,
  UseFormGetValues,
} from 'react-hook-form';

import { ActionButton } from '@/components/console/action-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { useIsolate } from '@/lib/i18n/use-isolate';

import type { MenuWarning } from '../../menu-admin-schemas';
import { slugProblem, suggestSlug, SLUG_MAX } from '../../slug-rules';

import styles from './menus-console.module.css';

// Issue 29: the parts the entry and page forms share: a slug field with its suggestion from the
// title, the warnings the menus give, and the slug check made before a save.

type SlugFields = { url: string; url_ara: string; title_eng: string; title_ara: string };

/** A slug field (left to right for Latin, right to left for Arabic) and "Suggest from the title". */
export function SlugField<T extends FieldValues & SlugFields>({
  control,
  name,
  setValue,
  getValues,
}: {
  control: Control<T>;
  name: 'url' | 'url_ara';
  setValue: UseFormSetValue<T>;
  getValues: UseFormGetValues<T>;
}) {
  const t = useTranslations('MenusAdmin.form');
  const title = (name === 'url' ? 'title_eng' : 'title_ara') as Path<T>;
  const field = name as Path<T>;
  const suggest = () => {
    const slug = suggestSlug(String(getValues(title) ?? ''));
    if (slug) setValue(field, slug as never, { shouldValidate: true, shouldDirty: true });
  };
  return (
    <div className={styles.slug}>
      <FormTextField
        control={control}
        name={field}
        label={t(name)}
        required
        maxLength={SLUG_MAX}
        dir={name === 'url' ? 'ltr' : 'rtl'}
        hint={t('slugHint', { example: name === 'url' ? 'about-us' : 'من-نحن' })}
        trim
      />
      <ActionButton onClick={suggest} aria-label={t('suggestLabel', { field: t(name) })}>
        {t('suggest')}
      </ActionButton>
    </div>
  );
}

/**
 * A new or changed slug that breaks the rules, on its field (the server says the same, with a
 * suggestion); true when the form may be sent.
 */
export function slugsPass(
  values: { url: string; url_ara: string },
  stored: { url: string; url_ara: string } | null,
  refuse: (field: 'url' | 'url_ara', message: string) => void,
  message: (suggestion: string) => string,
): boolean {
  let pass = true;
  for (const field of ['url', 'url_ara'] as const) {
    if (stored && stored[field] === values[field]) continue;
    if (slugProblem(values[field]) !== 'format') continue;
    refuse(field, message(suggestSlug(values[field])));
    pass = false;
  }
  return pass;
}

/** What the menus say about the record (a note, not an error: the record is saved). */
export function MenuWarnings({ warnings }: { warnings: readonly MenuWarning[] }) {
  const t = useTranslations('MenusAdmin');
  if (warnings.length === 0) return null;
  return (
    <div className={`${styles.warnings} ${styles.wide}`} role="note" data-testid="menu-warnings">
      <strong>{t('warningsTitle')}</strong>
      <ul>
        {warnings.map((warning) => (
          <li key={warning.code}>{warning.message}</li>
        ))}
      </ul>
    </div>
  );
}

/** The announcement of a save, with the warnings it gave. */
export function savedMessage(
  t: ReturnType<typeof useTranslations<'MenusAdmin'>>,
  done: string,
  warnings: readonly MenuWarning[],
): string {
  if (warnings.length === 0) return done;
  return t('done.withWarnings', { done, warnings: warnings.map((w) => w.message).join(' ') });
}

/**
 * The entry and page forms' steps around a save: the slugs checked first (a refused one on its
 * field, with a suggestion), then the announcement with the warnings the save gave.
 */
export function useMenuSaveSteps(stored: { url: string; url_ara: string } | null) {
  const t = useTranslations('MenusAdmin');
  const isolate = useIsolate();
  const check = <T extends FieldValues & SlugFields>(
    values: T,
    form: { setError: UseFormSetError<T> },
  ) =>
    slugsPass(
      values,
      stored,
      (field, message) => form.setError(field as Path<T>, { message }),
      (suggestion) => t('errors.slug_format', { suggestion: isolate(suggestion) }),
    );
  const announce = (name: string, answer: { warnings: readonly MenuWarning[] }) =>
    savedMessage(t, t(stored ? 'done.updated' : 'done.created', { name }), answer.warnings);
  return { check, announce };
}
