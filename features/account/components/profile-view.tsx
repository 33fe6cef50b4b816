'use client';

import Box from '@mui/material/Box';

import type { User } from '@/lib/session/user';

import { useProfileUser } from '../api/use-profile-user';

import { CompanyCard } from './company-card';
import { EnquiriesCard } from './enquiries-card';
import { IdentityCard } from './identity-card';
import { NewsletterCard } from './newsletter-card';

type Props = { initialUser: User; keyTradePlayersHref: string };

// The member's profile (part 3 "Profile"); the grid follows the page direction, so it mirrors in Arabic.
export function ProfileView({ initialUser, keyTradePlayersHref }: Props) {
  const user = useProfileUser(initialUser);
  return (
    <Box
      data-testid="profile-view"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <IdentityCard user={user} />
      <CompanyCard user={user} keyTradePlayersHref={keyTradePlayersHref} />
      <NewsletterCard user={user} />
      <EnquiriesCard userId={user.id} />
    </Box>
  );
}
