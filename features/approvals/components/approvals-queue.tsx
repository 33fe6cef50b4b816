import { getTranslations } from 'next-intl/server';

import { ConsolePageTitle } from '@/features/console/components/console-page-title';
import type { Locale } from '@/lib/i18n/routing';

import type { QueueQuery } from '../queue-query';
import type { QueueAnswer } from '../schemas';

import { DecidedSnackbar } from './decided-snackbar';
import { QueueFilters } from './queue-filters';
import { QueuePages } from './queue-pages';
import { QueueTable } from './queue-table';
import { QueueTabs } from './queue-tabs';

type Props = { locale: Locale; query: QueueQuery; answer: QueueAnswer };

/** issue 13: the approvals queue: a tab per type, the filters, the table, its pages. */
export async function ApprovalsQueue({ locale, query, answer }: Props) {
  const t = await getTranslations({ locale, namespace: 'Approvals' });
  return (
    <>
      <ConsolePageTitle title={t('title')} description={t('description')} />
      <QueueTabs locale={locale} query={query} counts={answer.counts} />
      <QueueFilters locale={locale} query={query} />
      <QueueTable locale={locale} query={query} answer={answer} />
      <QueuePages locale={locale} query={query} answer={answer} />
      <DecidedSnackbar />
    </>
  );
}
