'use client';

import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';

import type { User } from '@/lib/session/user';

import { useNewsSubscription } from '../api/use-news-subscription';

import { ProfileCard } from './profile-card';

// part 3 "Profile" and §4 "Newsletter": subscribe 0 → Subscribe, 1 → Unsubscribe; the user is
// re-fetched after either; a failure is swallowed (§8), the button only stops its spinner.
export function NewsletterCard({ user }: { user: User }) {
  const t = useTranslations('Profile.newsletter');
  const subscription = useNewsSubscription(user.id);
  const subscribed = user.subscribe === 1;
  return (
    <ProfileCard
      title={t('heading')}
      icon={<NewspaperOutlined aria-hidden />}
      testId="newsletter-card"
    >
      <Typography>{subscribed ? t('subscribed') : t('unsubscribed')}</Typography>
      <Button
        variant={subscribed ? 'outlined' : 'contained'}
        onClick={() => subscription.mutate(!subscribed)}
        loading={subscription.isPending}
        sx={{ justifySelf: 'start' }}
      >
        {subscribed ? t('unsubscribe') : t('subscribe')}
      </Button>
    </ProfileCard>
  );
}
