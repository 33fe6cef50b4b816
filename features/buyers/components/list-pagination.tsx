import { getTranslations } from 'next-intl/server';

import { pagerLabels } from '@/components/directory/directory-text';
import { PageLinks } from '@/components/ui/page-links';
import type { Locale } from '@/lib/i18n/routing';

type Props = {
  page: number;
  pageCount: number;
  /** The public address of a page (with the list's filters), locale prefix included. */
  hrefFor: (page: number) => string;
  locale: Locale;
};

/** The buyers' lists' page links, in the page's language. */
export async function ListPagination({ page, pageCount, hrefFor, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Buyers' });
  return (
    <PageLinks
      page={page}
      pageCount={pageCount}
      hrefFor={hrefFor}
      locale={locale}
      labels={pagerLabels(t)}
    />
  );
}
