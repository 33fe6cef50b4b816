'use client';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';

import { Link, usePathname } from '@/lib/i18n/navigation';

// Visitor view of the account island; the accounts feature adds the member's profile button.
export function AccountButtons({ direction = 'row' }: { direction?: 'row' | 'column' }) {
  const t = useTranslations('Header');
  const pathname = usePathname();
  const loginHref = `/auth/login?redirect=${encodeURIComponent(pathname)}`;
  return (
    <Stack direction={direction} spacing={1} data-testid="account-buttons">
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
