import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/i18n/routing';
import { jsonLdOrganization } from '@/lib/seo/json-ld';

import { JsonLd } from './json-ld';

/**
 * The Organization node for the layout or the home page. `sameAs` takes the social links the
 * layout already loads (`layoutData.social.map((item) => item.href)`), so it costs no query.
 */
export async function OrganizationJsonLd({ locale, sameAs }: { locale: Locale; sameAs: string[] }) {
  const t = await getTranslations({ locale, namespace: 'Seo' });
  return (
    <JsonLd
      data={jsonLdOrganization({
        alternateName: t('organizationName'),
        description: t('organizationDescription'),
        sameAs,
      })}
    />
  );
}
