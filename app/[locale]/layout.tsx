import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

import {
  ConsentSettingsButton,
  TagManagerConsent,
} from '@/components/analytics/tag-manager-consent';
import { FeedbackProviders } from '@/components/feedback/feedback-providers';
import { NavigationProgress } from '@/components/feedback/navigation-progress';
import { LocaleMemory } from '@/components/i18n/locale-memory';
import { PreviewBar } from '@/components/layout/preview-bar';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ChunkReload } from '@/components/providers/chunk-reload';
import { HydrationMark } from '@/components/providers/hydration-mark';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { AuthModalHost } from '@/features/auth/components/modals/auth-modal-host';
import { getLayoutData } from '@/features/content/server/layout-data';
import { SearchLauncher } from '@/features/search/components/search-launcher';
import { getConfig } from '@/lib/config';
import { pickMessages, SHELL_NAMESPACES } from '@/lib/i18n/client-messages';
import { isolate } from '@/lib/i18n/isolate';
import { directionOf, routing } from '@/lib/i18n/routing';
import { preloadFirstPaintFont } from '@/lib/theme/font-files';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// Nothing is prerendered at build time (the build never opens the database); each page is rendered
// on its first request and then served from the full-route cache (ARCHITECTURE §7).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const portalName = t('portalName');
  return {
    metadataBase: new URL(getConfig().SITE_URL),
    // part 1 §1: page titles end with " | " and the portal name.
    title: { template: `%s | ${portalName}`, default: portalName },
    description: t('description'),
    icons: { icon: '/images/logo-mark.svg' },
  };
}

// No MUI theme and no React Query here: the pages' islands bring them where they are used
// (MuiIsland, QueryIsland), so a page of text ships neither (docs/performance.md).
export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  preloadFirstPaintFont(locale);
  const [layoutData, t, consent, messages] = await Promise.all([
    getLayoutData(locale),
    getTranslations({ locale, namespace: 'Header' }),
    getTranslations({ locale, namespace: 'Consent' }),
    getMessages({ locale }),
  ]);
  // Tag Manager (issue 36): only with GTM_ID, and only once the visitor accepts (in the browser).
  const tagManagerId = getConfig().GTM_ID;

  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body>
        <NextIntlClientProvider messages={pickMessages(messages, SHELL_NAMESPACES)}>
          <FeedbackProviders>
            <OrganizationJsonLd locale={locale} sameAs={layoutData.social.map((s) => s.href)} />
            <AuthModalHost />
            <ChunkReload />
            <HydrationMark />
            <LocaleMemory />
            <NavigationProgress />
            <a href="#main" className="skip-link">
              {t('skipToContent')}
            </a>
            {tagManagerId && (
              <TagManagerConsent
                containerId={tagManagerId}
                texts={{
                  title: consent('title'),
                  text: consent('text', { tool: isolate('Google Tag Manager', locale) }),
                  accept: consent('accept'),
                  reject: consent('reject'),
                }}
              />
            )}
            <PreviewBar locale={locale} />
            <SiteHeader
              navigation={layoutData.topNavigation}
              secondaryNavigation={layoutData.secondaryNavigation}
              quickSearch={<SearchLauncher />}
            />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter
              columns={layoutData.footerColumns}
              social={layoutData.social}
              year={new Date().getFullYear()}
              extra={tagManagerId && <ConsentSettingsButton label={consent('settings')} />}
            />
          </FeedbackProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
