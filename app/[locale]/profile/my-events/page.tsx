import { getTranslations } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { memberPageMetadata, openMemberPage } from '@/features/auth/server/member-page';
import { MyEvents } from '@/features/events/components/my-events';
import { MY_EVENTS_PATH } from '@/features/events/constants';
import { listMemberEvents } from '@/features/events/server/queries';
import { ammanDay } from '@/lib/time/amman-day';

import { readMemberData } from '../../_compositions/member-company/member-data';

// The member's events (issue 27): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = memberPageMetadata('Events.mine', { description: true });

export default async function MyEventsPage(props: Props) {
  const { locale, session } = await openMemberPage(props, MY_EVENTS_PATH);
  const [t, profile, events] = await Promise.all([
    getTranslations({ locale, namespace: 'Events.mine' }),
    getTranslations({ locale, namespace: 'Profile' }),
    readMemberData((db) => listMemberEvents(db, session.user.id)),
  ]);
  return (
    <>
      <PageBanner title={t('title')} crumbs={[{ label: profile('title'), href: '/profile' }]} />
      <PageContainer component="div">
        <p>{t('description')}</p>
        <PageMessages namespaces={['Events.mine']}>
          <MyEvents events={events} locale={locale} today={ammanDay(new Date())} />
        </PageMessages>
      </PageContainer>
    </>
  );
}
