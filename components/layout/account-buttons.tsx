'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';

import { Link, usePathname } from '@/lib/i18n/navigation';
import { useCurrentUser } from '@/lib/session/current-user';

import { ProfileMenu } from './profile-menu';
import { useRememberLastPage } from './use-remember-last-page';

type Direction = 'row' | 'column';

function VisitorButtons({ direction, hidden = false }: { direction: Direction; hidden?: boolean }) {
  const t = useTranslations('Header');
  const pathname = usePathname();
  const loginHref = `/auth/login?redirect=${encodeURIComponent(pathname)}`;
  return (
    <Stack
      direction={direction}
      spacing={1}
      data-testid={hidden ? undefined : 'account-buttons'}
      aria-hidden={hidden || undefined}
      inert={hidden || undefined}
      sx={hidden ? { visibility: 'hidden' } : undefined}
    >
      <Button component={Link} href={loginHref} variant="outlined" color="inherit" size="small">
        {t('login')}
      </Button>
      <Button
        component={Link}
        href="/auth/register"
        variant="contained"
        size="small"
        sx={{ bgcolor: '#fff', color: 'primary.dark', '&:hover': { bgcolor: '#E3F1EC' } }}
      >
        {t('signup')}
      </Button>
    </Stack>
  );
}

// The account island of the header and the drawer (part 1 §2.2): log in and sign up for a
// visitor, the profile menu for a member. Public pages are cached for everyone, so the visitor
// is known only in the browser; until then an invisible copy of the buttons holds their place.
export function AccountButtons({ direction = 'row' }: { direction?: Direction }) {
  const { data: user, isPending } = useCurrentUser();
  useRememberLastPage();

  if (isPending) {
    return (
      <Box data-testid="account-placeholder">
        <VisitorButtons direction={direction} hidden />
      </Box>
    );
  }
  if (user) return <ProfileMenu user={user} />;
  return <VisitorButtons direction={direction} />;
}
