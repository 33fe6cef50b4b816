import { getTranslations } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { MuiIsland } from '@/components/providers/mui-island';
import { QueryIsland } from '@/components/providers/query-island';
import { memberPageMetadata, openMemberPage } from '@/features/auth/server/member-page';
import { UserEnquiriesView } from '@/features/enquiries/components/user-enquiries-view';
import { USER_ENQUIRIES_PATH } from '@/features/enquiries/filter-user-enquiries';
import { FORM_NAMESPACES } from '@/lib/i18n/client-messages';

// The member's own enquiries: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = memberPageMetadata('UserEnquiries', { description: true });

// part 3 "User enquiries": breadcrumbs Home / Profile / User Enquiries, then the table.
export default async function UserEnquiriesPage(props: Props) {
  const { locale, session } = await openMemberPage(props, USER_ENQUIRIES_PATH);
  const [t, profile] = await Promise.all([
    getTranslations({ locale, namespace: 'UserEnquiries' }),
    getTranslations({ locale, namespace: 'Profile' }),
  ]);
  return (
    <>
      <PageBanner title={t('title')} crumbs={[{ label: profile('title'), href: '/profile' }]} />
      <PageContainer component="div">
        <PageMessages namespaces={['UserEnquiries', 'Enquiries', ...FORM_NAMESPACES]}>
          <MuiIsland>
            <QueryIsland>
              <UserEnquiriesView userId={session.user.id} />
            </QueryIsland>
          </MuiIsland>
        </PageMessages>
      </PageContainer>
    </>
  );
}
