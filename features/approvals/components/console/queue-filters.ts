import { getTranslations } from 'next-intl/server';

import type { FilterField } from '@/components/console/filter-fields';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

import { APPROVAL_KINDS, QUEUE_ORDERS, QUEUE_SEARCH_MAX } from '../../approval-types';
import { queuePath } from '../../queue-paths';
import type { QueueQuery } from '../../schemas';

type Props = { locale: Locale; query: QueueQuery };

/**
 * The queue's filter bar: the kind, the text and the order (newest first unless chosen; the
 * "Waiting since" heading turns it too, but a phone shows no headings). The tab goes along.
 */
export async function queueFilters({ locale, query }: Props) {
  const t = await getTranslations({ locale, namespace: 'Approvals' });
  const fields: FilterField[] = [
    {
      kind: 'search',
      name: 'q',
      label: t('filters.search'),
      hint: t('filters.searchHint'),
      defaultValue: query.q,
      maxLength: QUEUE_SEARCH_MAX,
    },
    {
      kind: 'select',
      name: 'kind',
      label: t('filters.kind'),
      anyLabel: t('filters.all'),
      options: APPROVAL_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
      defaultValue: query.kind,
    },
    {
      kind: 'select',
      name: 'order',
      label: t('filters.order'),
      options: QUEUE_ORDERS.map((order) => ({ value: order, label: t(`orders.${order}`) })),
      defaultValue: query.order,
    },
  ];
  return {
    action: consolePath('/approvals', locale),
    label: t('filters.label'),
    keep: { type: query.type },
    clearHref: consolePath(queuePath({ type: query.type }), locale),
    fields,
  };
}
