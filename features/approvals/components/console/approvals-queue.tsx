import { getTranslations } from 'next-intl/server';

import { ConsoleList } from '@/components/console/console-list';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import { countValues } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';
import { consolePath } from '@/lib/navigation/console-path';

import { queuePath } from '../../queue-paths';
import type { QueueAnswer, QueueQuery } from '../../schemas';

import { DecidedSnackbar } from './decided-snackbar';
import { queueFilters } from './queue-filters';
import { queueTable } from './queue-table';
import { QueueTabs } from './queue-tabs';

type Props = { locale: Locale; query: QueueQuery; answer: QueueAnswer };

/**
 * Issue 13, on the console's kit (issue 24): the approvals queue, a tab per type with how many
 * wait, the filters and the order, how many were found, the table and its pages.
 */
export async function ApprovalsQueue({ locale, query, answer }: Props) {
  const t = await getTranslations({ locale, namespace: 'Approvals' });
  return (
    <>
      <ConsolePageTitle title={t('title')} description={t('description')} />
      <QueueTabs locale={locale} query={query} counts={answer.counts} />
      <ConsoleList
        filters={await queueFilters({ locale, query })}
        total={{ testId: 'approvals-total', text: t('total', countValues(answer.total, locale)) }}
        table={await queueTable({ locale, query, answer })}
        pager={{
          page: answer.page,
          pageCount: answer.page_count,
          pageSize: answer.page_size,
          total: answer.total,
          hrefFor: (page) => consolePath(queuePath({ ...query, page }), locale),
        }}
      />
      <DecidedSnackbar />
    </>
  );
}
