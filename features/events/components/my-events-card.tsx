import { CalendarMonthOutlinedIcon } from '@/components/ui/icon-shapes';
import { ProfileLinkCard } from '@/features/account/components/profile-link-card';

import { MY_EVENTS_PATH } from '../constants';

/** The profile's way to "My events" (issue 27). */
export function MyEventsCard() {
  return (
    <ProfileLinkCard
      messages="Events.mine.card"
      icon={CalendarMonthOutlinedIcon}
      href={MY_EVENTS_PATH}
      testId="my-events-card"
    />
  );
}
