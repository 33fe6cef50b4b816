import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { JsonLd } from '@/components/seo/json-ld';
import { CredentialDetails } from '@/features/credentials/components/credential-details';
import { CREDENTIALS_PATH } from '@/features/credentials/constants';
import { isRecentCredential } from '@/features/credentials/credential-list';
import { getCachedCredentials } from '@/features/credentials/server/cached';
import { pick } from '@/lib/i18n/localized';
import { routing } from '@/lib/i18n/routing';
import { jsonLdBreadcrumbList } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { localizedUrls } from '@/lib/seo/urls';
import { ammanDay } from '@/lib/time/amman-day';
import { MAX_ID } from '@/lib/validation/limits';

// /credentials/{id} (part 1 §2.1): one credential, found in the cached list (a few dozen rows), so
// the page renders once and is served from the full-route cache until the `credentials` tag changes.
type Props = { params: Promise<{ locale: string; id: string }> };

export const revalidate = 3600;
export const generateStaticParams = () => [];

async function load(params: Props['params']) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale) || !/^\d{1,10}$/.test(id)) return null;
  const number = Number(id);
  if (number < 1 || number > MAX_ID) return null;
  const credential = (await getCachedCredentials()).find((row) => row.id === number);
  if (!credential) return null;
  const recent = isRecentCredential(credential.date, ammanDay(new Date()));
  return { locale, credential: { ...credential, recent } };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  if (!loaded) return {};
  const { locale, credential } = loaded;
  const metadata = await getTranslations({ locale, namespace: 'Metadata' });
  const description = pick(credential, 'description', locale);
  return buildPageMetadata({
    title: pick(credential, 'name', locale),
    description: description || pick(credential, 'type', locale),
    path: `${CREDENTIALS_PATH}/${credential.id}`,
    locale,
    siteName: metadata('portalName'),
  });
}

export default async function CredentialRoute({ params }: Props) {
  const loaded = await load(params);
  if (!loaded) notFound();
  const { locale, credential } = loaded;
  setRequestLocale(locale);
  const [t, banner] = await Promise.all([
    getTranslations({ locale, namespace: 'Credentials' }),
    getTranslations({ locale, namespace: 'Banner' }),
  ]);
  return (
    <>
      <JsonLd
        data={jsonLdBreadcrumbList([
          { name: banner('home'), url: localizedUrls('/')[locale] },
          { name: t('title'), url: localizedUrls(CREDENTIALS_PATH)[locale] },
          {
            name: pick(credential, 'name', locale),
            url: localizedUrls(`${CREDENTIALS_PATH}/${credential.id}`)[locale],
          },
        ])}
      />
      <CredentialDetails credential={credential} locale={locale} listTitle={t('title')} />
    </>
  );
}
