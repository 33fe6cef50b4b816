import { getTranslations } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { MuiIsland } from '@/components/providers/mui-island';
import { QueryIsland } from '@/components/providers/query-island';
import { EditProfileForm } from '@/features/account/components/edit-profile-form';
import { memberPageMetadata, openMemberPage } from '@/features/auth/server/member-page';
import { toUserJson } from '@/lib/auth/user-json';
import { FORM_NAMESPACES } from '@/lib/i18n/client-messages';

// The member's own data: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = memberPageMetadata('EditProfile');

// part 3 "Edit profile".
export default async function EditProfilePage(props: Props) {
  const { locale, session } = await openMemberPage(props, '/edit-profile');
  const [t, profile] = await Promise.all([
    getTranslations({ locale, namespace: 'EditProfile' }),
    getTranslations({ locale, namespace: 'Profile' }),
  ]);
  return (
    <>
      <PageBanner title={t('title')} crumbs={[{ label: profile('title'), href: '/profile' }]} />
      <PageContainer component="div">
        <PageMessages namespaces={['EditProfile', 'Profile', ...FORM_NAMESPACES]}>
          <MuiIsland>
            <QueryIsland>
              <EditProfileForm user={toUserJson(session.user)} />
            </QueryIsland>
          </MuiIsland>
        </PageMessages>
      </PageContainer>
    </>
  );
}
