'use client';

import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Verified from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';

import { BidiText } from '@/components/ui/bidi-text';
import { Link } from '@/lib/i18n/navigation';
import type { User } from '@/lib/session/user';

import { ProfileCard } from './profile-card';
import { fullNameOf, UserAvatar } from './user-avatar';
import { VerifyEmailButton } from './verify-email-button';

// part 3 "Profile": picture, name and e-mail; a verified badge, else the verify button.
export function IdentityCard({ user }: { user: User }) {
  const t = useTranslations('Profile');
  const name = fullNameOf(user);
  const verified = Boolean(user.email_verified_at);
  return (
    <ProfileCard
      title={t('account.heading')}
      icon={<AccountCircleOutlined aria-hidden />}
      testId="identity-card"
    >
      <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center' }}>
        <UserAvatar src={user.avatar_img} name={name} alt={t('avatarAlt', { name })} />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
            <BidiText>{name}</BidiText>
          </Typography>
          <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            <BidiText latin>{user.email}</BidiText>
          </Typography>
        </Box>
      </Stack>
      {verified ? (
        <Chip
          icon={<Verified aria-hidden />}
          label={t('account.verified')}
          color="success"
          variant="outlined"
          sx={{ justifySelf: 'start', fontWeight: 600 }}
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Typography>{t('account.notVerified')}</Typography>
          <VerifyEmailButton />
        </Box>
      )}
      <Button
        component={Link}
        href="/edit-profile"
        variant="outlined"
        startIcon={<EditOutlined aria-hidden />}
        sx={{ justifySelf: 'start' }}
      >
        {t('account.editProfile')}
      </Button>
    </ProfileCard>
  );
}
