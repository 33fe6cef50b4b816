import { redirectKeepingQuery } from '@/lib/navigation/redirect-keeping-query';

import { localeOf } from '../_compositions/buyers/buyers-pages';

// part 2 "Local buyers": the type defaults to products (and the query goes along).
export default async function LocalBuyersRoot({ params }: { params: Promise<{ locale: string }> }) {
  redirectKeepingQuery('/local-buyers/products', localeOf((await params).locale));
}
