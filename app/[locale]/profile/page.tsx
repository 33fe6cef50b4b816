import { getTranslations } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { MuiIsland } from '@/components/providers/mui-island';
import { QueryIsland } from '@/components/providers/query-island';
import { ProfileView } from '@/features/account/components/profile-view';
import { memberPageMetadata, openMemberPage } from '@/features/auth/server/member-page';
import { getPageByAppId } from '@/features/content/server/cached-pages';
import { toUserJson } from '@/lib/auth/user-json';
import { FORM_NAMESPACES } from '@/lib/i18n/client-messages';
import { contentPath } from '@/lib/navigation/menu-links';

// part 3 "Profile": a member without a company is pointed to the Jordan key trade players page.
const KEY_TRADE_PLAYERS_APP_ID = 170;

// The member's own data: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = memberPageMetadata('Profile');

export default async function ProfilePage(props: Props) {
  const { locale, session } = await openMemberPage(props, '/profile');
  const [t, keyTradePlayers] = await Promise.all([
    getTranslations({ locale, namespace: 'Profile' }),
    getPageByAppId(KEY_TRADE_PLAYERS_APP_ID),
  ]);
  const keyTradePlayersHref = keyTradePlayers
    ? contentPath(keyTradePlayers, locale)
    : `/pages/${KEY_TRADE_PLAYERS_APP_ID}`;
  return (
    <>
      <PageBanner title={t('title')} />
      <PageContainer component="div">
        <PageMessages namespaces={['Profile', 'Enquiries', 'EditProfile', ...FORM_NAMESPACES]}>
          <MuiIsland>
            <QueryIsland>
              <ProfileView
                initialUser={toUserJson(session.user)}
                keyTradePlayersHref={keyTradePlayersHref}
              />
            </QueryIsland>
          </MuiIsland>
        </PageMessages>
      </PageContainer>
    </>
  );
}
