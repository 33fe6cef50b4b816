import { getTranslations } from 'next-intl/server';

import type { FilterField, FilterOption } from '@/components/console/filter-fields';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@/lib/audit/audit-actions';
import { intlLocale } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import { AUDIT_PAGE_SIZE, MEMBER_SEARCH_MAX } from '../../constants';
import type { AuditList, AuditQuery } from '../../schemas';

import type { AuditWords } from './audit-words';

type Props = {
  locale: Locale;
  action: string;
  query: AuditQuery;
  list: Pick<AuditList, 'actions' | 'entity_types'>;
  words: AuditWords;
};

/** Known codes, those the log holds and the one asked for, once each, in the words' order. */
function options(
  codes: readonly (string | undefined)[],
  label: (code: string) => string,
  locale: Locale,
): FilterOption[] {
  const collator = new Intl.Collator(intlLocale(locale));
  return [...new Set(codes.filter((code): code is string => Boolean(code)))]
    .map((code) => ({ value: code, label: label(code) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** The audit log's filters: who, what, which record, and the days (Amman) from and to. */
export async function auditFilters({ locale, action, query, list, words }: Props) {
  const t = await getTranslations({ locale, namespace: 'MembersAdmin.audit' });
  const tConsole = await getTranslations({ locale, namespace: 'Console.audit' });
  const actionLabel = (code: string) =>
    words.action(code) ?? `${tConsole('unknownAction')} (${code})`;
  const fields: FilterField[] = [
    {
      kind: 'search',
      name: 'actor',
      label: t('filters.actor'),
      hint: t('filters.actorHint'),
      defaultValue: query.actor,
      maxLength: MEMBER_SEARCH_MAX,
    },
    {
      kind: 'select',
      name: 'action',
      label: t('filters.action'),
      anyLabel: t('filters.any'),
      options: options([...AUDIT_ACTIONS, ...list.actions, query.action], actionLabel, locale),
      defaultValue: query.action,
    },
    {
      kind: 'select',
      name: 'entity_type',
      label: t('filters.entityType'),
      anyLabel: t('filters.any'),
      options: options(
        [...AUDIT_ENTITIES, ...list.entity_types, query.entity_type],
        words.entity,
        locale,
      ),
      defaultValue: query.entity_type,
    },
    {
      kind: 'search',
      name: 'entity_id',
      label: t('filters.entityId'),
      defaultValue: query.entity_id,
      maxLength: 100,
    },
    { kind: 'date', name: 'from', label: t('filters.from'), defaultValue: query.from },
    { kind: 'date', name: 'to', label: t('filters.to'), defaultValue: query.to, min: query.from },
  ];
  return {
    action,
    label: t('filters.label'),
    keep: { page_size: query.page_size === AUDIT_PAGE_SIZE ? undefined : query.page_size },
    fields,
  };
}
