import { redirect } from '@/lib/i18n/navigation';

import { localeOf } from '../_compositions/buyers/buyers-pages';

// part 2 "Local buyers": the type defaults to products.
export default async function LocalBuyersRoot({ params }: { params: Promise<{ locale: string }> }) {
  redirect({ href: '/local-buyers/products', locale: localeOf((await params).locale) });
}
