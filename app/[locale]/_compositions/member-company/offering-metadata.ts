import 'server-only';
import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';

import type { OfferingKind } from '@/features/companies/offering-schemas';
import { routing } from '@/lib/i18n/routing';

type LocaleParams = { params: Promise<{ locale: string }> };

/** The title of a product or service page (`title`, `add`, `editTitle`), kept out of search engines. */
export function offeringPageMetadata(kind: OfferingKind, key: 'title' | 'add' | 'editTitle') {
  return async ({ params }: LocaleParams): Promise<Metadata> => {
    const { locale } = await params;
    if (!hasLocale(routing.locales, locale)) return {};
    const t = await getTranslations({ locale, namespace: 'Offerings' });
    return { title: t(`${kind}.${key}`), robots: { index: false, follow: false } };
  };
}
