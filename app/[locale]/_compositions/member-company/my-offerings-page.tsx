import 'server-only';
import { getTranslations } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { openMemberPage } from '@/features/auth/server/member-page';
import { MyCompanySummary } from '@/features/companies/components/my-company-summary';
import { MyCompanyTabs } from '@/features/companies/components/my-company-tabs';
import { NoCompanyNotice } from '@/features/companies/components/no-company-notice';
import { OfferingList } from '@/features/companies/components/offering-list';
import { OFFERING_PATHS } from '@/features/companies/offering-limits';
import type { OfferingKind } from '@/features/companies/offering-schemas';
import { getMemberCompany, listMemberOfferings } from '@/features/companies/server/member-reads';
import type { Locale } from '@/lib/i18n/routing';

import { keyTradePlayersHref } from './key-trade-players';
import styles from './member-company.module.css';
import { readMemberData } from './member-data';
import { offeringPageMetadata } from './offering-metadata';

type Props = { kind: OfferingKind; locale: Locale; userId: number };

// part 3 "My Company", "My products and My services": the company above its list of products or
// services, read on the server for each request (the route's loading.tsx spins meanwhile).
export async function MyOfferingsPage({ kind, locale, userId }: Props) {
  const [t, profile, { company, offerings }] = await Promise.all([
    getTranslations({ locale, namespace: 'Offerings' }),
    getTranslations({ locale, namespace: 'Profile' }),
    readMemberData(async (db) => {
      const found = await getMemberCompany(db, userId);
      return {
        company: found,
        offerings: found ? await listMemberOfferings(db, kind, found.id) : [],
      };
    }),
  ]);
  return (
    <>
      <PageBanner
        title={t(`${kind}.title`)}
        crumbs={[{ label: profile('title'), href: '/profile' }]}
      />
      <PageContainer component="div" className={styles.page}>
        {company === null ? (
          <NoCompanyNotice keyTradePlayersHref={await keyTradePlayersHref(locale)} />
        ) : (
          <>
            <MyCompanySummary company={company} locale={locale} />
            <MyCompanyTabs active={kind} />
            {/* The Delete island's texts; its dialog brings the form namespaces with its code. */}
            <PageMessages
              namespaces={[`Offerings.${kind}`, 'Offerings.delete', 'Offerings.cancel']}
            >
              <OfferingList kind={kind} offerings={offerings} locale={locale} />
            </PageMessages>
          </>
        )}
      </PageContainer>
    </>
  );
}

/** The route of /my-products or /my-services (each route file picks its kind). */
export function myOfferingsRoute(kind: OfferingKind) {
  return {
    generateMetadata: offeringPageMetadata(kind, 'title'),
    Page: async function MyOfferingsRoute(props: { params: Promise<{ locale: string }> }) {
      const { locale, session } = await openMemberPage(props, OFFERING_PATHS[kind].list);
      return <MyOfferingsPage kind={kind} locale={locale} userId={session.user.id} />;
    },
  };
}
