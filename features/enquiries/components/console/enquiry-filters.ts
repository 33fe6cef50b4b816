import { getTranslations } from 'next-intl/server';

import type { FilterField } from '@/components/console/filter-fields';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

import { ENQUIRY_TYPES } from '../../enquiry-limits';
import { ENQUIRY_STATUSES } from '../../enquiry-status';
import { ENQUIRY_LIST_DEFAULTS, type EnquiryListView } from '../../staff-list-query';
import { STAFF_QUERY_MAX, type StaffOwner } from '../../staff-schemas';

type Props = { locale: Locale; view: EnquiryListView; owners: readonly StaffOwner[] };

/** Whether the view filters the enquiries (the empty list then says no enquiry matches). */
export const hasFilters = (view: EnquiryListView) =>
  Boolean(view.type || view.status || view.owner || view.overdue || view.q);

const unlessDefault = <K extends keyof typeof ENQUIRY_LIST_DEFAULTS>(
  key: K,
  value: EnquiryListView[K],
) => (value === ENQUIRY_LIST_DEFAULTS[key] ? undefined : value);

/**
 * The list's filters as a GET form: type, status (or every open one), owner (mine, unassigned or
 * a staff member), overdue only and a text; the order and page size are kept, the page is not.
 */
export async function enquiryFilters({ locale, view, owners }: Props) {
  const t = await getTranslations({ locale, namespace: 'EnquiryDesk.filters' });
  const names = await getTranslations({ locale, namespace: 'Enquiries' });
  const fields: FilterField[] = [
    {
      kind: 'select',
      name: 'type',
      label: t('type'),
      anyLabel: t('any'),
      defaultValue: view.type,
      options: Object.values(ENQUIRY_TYPES).map((code) => ({
        value: String(code),
        label: names(`types.${code}`),
      })),
    },
    {
      kind: 'select',
      name: 'status',
      label: t('status'),
      anyLabel: t('any'),
      defaultValue: view.status,
      options: [
        { value: 'open', label: t('open') },
        ...ENQUIRY_STATUSES.map(({ code }) => ({
          value: String(code),
          label: names(`status.${code}`),
        })),
      ],
    },
    {
      kind: 'select',
      name: 'owner',
      label: t('owner'),
      anyLabel: t('any'),
      defaultValue: view.owner,
      options: [
        { value: 'me', label: t('mine') },
        { value: 'none', label: t('unassigned') },
        ...owners.map((owner) => ({ value: String(owner.id), label: owner.name })),
      ],
    },
    {
      kind: 'select',
      name: 'overdue',
      label: t('overdue'),
      anyLabel: t('any'),
      defaultValue: view.overdue,
      options: [{ value: '1', label: t('overdueOnly') }],
    },
    {
      kind: 'search',
      name: 'q',
      label: t('q'),
      hint: t('qHint'),
      defaultValue: view.q,
      maxLength: STAFF_QUERY_MAX,
    },
  ];
  return {
    action: consolePath('/enquiries', locale),
    label: t('label'),
    keep: {
      sort: unlessDefault('sort', view.sort),
      order: unlessDefault('order', view.order),
      page_size: unlessDefault('page_size', view.page_size),
    },
    fields,
  };
}
