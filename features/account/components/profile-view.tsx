'use client';

import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import type { User } from '@/lib/session/user';

import { useProfileUser } from '../api/use-profile-user';

import { EnquiriesCard } from './enquiries-card';
import { IdentityCard } from './identity-card';
import { NewsletterCard } from './newsletter-card';

type Props = {
  initialUser: User;
  /** The company card, rendered on the server with the member's company (./company-card). */
  companyCard: ReactNode;
};

// The member's profile (part 3 "Profile"); the grid follows the page direction, so it mirrors in Arabic.
export function ProfileView({ initialUser, companyCard }: Props) {
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
      {companyCard}
      <NewsletterCard user={user} />
      <EnquiriesCard userId={user.id} />
    </Box>
  );
}
