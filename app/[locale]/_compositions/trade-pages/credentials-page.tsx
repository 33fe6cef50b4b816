import { getTranslations } from 'next-intl/server';

import { getPageByAppId } from '@/features/content/server/cached-pages';
import { CredentialsDirectory } from '@/features/credentials/components/credentials-directory';
import { isRecentCredential } from '@/features/credentials/credential-list';
import {
  getCachedCredentials,
  getCachedCredentialTypes,
} from '@/features/credentials/server/cached';
import type { Locale } from '@/lib/i18n/routing';
import type { ListView } from '@/lib/navigation/list-views';
import { ammanDay } from '@/lib/time/amman-day';

import { MenuPageFrame } from './menu-page-frame';

/** part 1 §2.1: the content id of the credentials page (menu item 91). */
export const CREDENTIALS_PAGE_ID = 91;

// /credentials (part 2 "Credentials"): page 91's banner and text, then the list filtered by the
// view. "Recent" is worked out as the page renders (it is cached an hour at most).
export async function CredentialsPage({ locale, view }: { locale: Locale; view: ListView }) {
  const [t, page, credentials, types] = await Promise.all([
    getTranslations({ locale, namespace: 'Credentials' }),
    getPageByAppId(CREDENTIALS_PAGE_ID),
    getCachedCredentials(),
    getCachedCredentialTypes(),
  ]);
  const today = ammanDay(new Date());
  const dated = credentials.map((credential) => ({
    ...credential,
    recent: isRecentCredential(credential.date, today),
  }));
  return (
    <MenuPageFrame
      page={page}
      locale={locale}
      text="before"
      fallback={{ title: t('title'), subtitle: t('subtitle'), image: '/images/banners/events.svg' }}
    >
      <CredentialsDirectory credentials={dated} types={types} view={view} locale={locale} />
    </MenuPageFrame>
  );
}
