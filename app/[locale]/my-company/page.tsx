import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';

import { OFFERING_PATHS } from '@/features/companies/offering-limits';
import { redirect } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

// part 3 §2: /my-company redirects to My Products, in the same language.
export default async function MyCompanyPage({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return redirect({ href: OFFERING_PATHS.products.list, locale });
}
