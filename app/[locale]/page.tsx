import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { getOffices } from '@/features/contact/server/cached';
import { getExportToolsPages, getPageLinks } from '@/features/content/server/cached-pages';
import { getCachedEnquiryPages } from '@/features/enquiries/server/cached';
import { getCachedAllFaqs } from '@/features/faq/server/cached';
import { BecomeMember } from '@/features/home/components/become-member';
import { ExportToolsSection } from '@/features/home/components/export-tools-section';
import { GoalsSection } from '@/features/home/components/goals-section';
import { HomeFaq } from '@/features/home/components/home-faq';
import { HomeHero } from '@/features/home/components/home-hero';
import { LatestNews } from '@/features/home/components/latest-news';
import { OfficesSection } from '@/features/home/components/offices-section';
import { PartnersSection } from '@/features/home/components/partners-section';
import { ServiceTiles } from '@/features/home/components/service-tiles';
import { SponsorsSection } from '@/features/home/components/sponsors-section';
import { HOME_LINKED_APP_IDS } from '@/features/home/home-rules';
import {
  getHomeBecomeAMember,
  getHomeBlocks,
  getHomeGoals,
  getHomePartners,
  getHomeSlides,
} from '@/features/home/server/cached';
import { getCachedHomeNews } from '@/features/news/server/cached';
import { getVisibleSponsors } from '@/features/sponsors/server/cached';
import { routing } from '@/lib/i18n/routing';
import { buildPageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

// The texts the home's islands draw at load: the slider's and the sponsors' slider's. The dialogs'
// come with their code (components/i18n/form-messages.tsx).
const HOME_CLIENT_MESSAGES = ['Home.slider', 'Home.sponsors'];

export const revalidate = 3600;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const [t, metadata] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  const portalName = metadata('portalName');
  const title = `${t('title')} | ${portalName}`;
  return {
    ...buildPageMetadata({
      title,
      description: metadata('description'),
      path: '/',
      locale,
      siteName: portalName,
      image: '/images/slider/slide-1.svg',
    }),
    // The layout's title template applies to child segments only; the home page shares its segment.
    title: { absolute: title },
  };
}

// part 1 §2.3: the home page's blocks, each from its own cached source.
export default async function HomePage({ params }: Props) {
  const { locale: requested } = await params;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const [
    t,
    slides,
    enquiryPages,
    pageLinks,
    blocks,
    sponsors,
    news,
    faqs,
    goals,
    partners,
    member,
    offices,
    tools,
  ] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getHomeSlides(),
    getCachedEnquiryPages(),
    getPageLinks(HOME_LINKED_APP_IDS, locale),
    getHomeBlocks(),
    getVisibleSponsors(),
    getCachedHomeNews(),
    getCachedAllFaqs(),
    getHomeGoals(),
    getHomePartners(),
    getHomeBecomeAMember(),
    getOffices(),
    getExportToolsPages(),
  ]);
  return (
    <PageMessages namespaces={HOME_CLIENT_MESSAGES}>
      <h1 className="visually-hidden">{t('portalName')}</h1>
      <HomeHero slides={slides} enquiryPages={enquiryPages} pageLinks={pageLinks} locale={locale} />
      <ServiceTiles blocks={blocks} locale={locale} />
      <ExportToolsSection pages={tools} locale={locale} />
      <SponsorsSection sponsors={sponsors} locale={locale} />
      <LatestNews news={news} locale={locale} />
      <HomeFaq faqs={faqs} locale={locale} moreHref={pageLinks[100] ?? '/pages/100'} />
      <GoalsSection goals={goals[0]} locale={locale} />
      <PartnersSection partners={partners[0]} locale={locale} />
      <BecomeMember member={member[0]} locale={locale} />
      <OfficesSection
        offices={offices}
        locale={locale}
        contactHref={pageLinks[190] ?? '/pages/190'}
      />
    </PageMessages>
  );
}
