'use client';

import { useTranslations } from 'next-intl';

import { Link } from '@/lib/i18n/navigation';
import { useCurrentUser } from '@/lib/session/current-user';

import styles from './account-buttons.module.css';
import { LoginLink } from './login-link';
import { ProfileMenu } from './profile-menu';
import { useRememberLastPage } from './use-remember-last-page';

type Direction = 'row' | 'column';

function VisitorButtons({ direction }: { direction: Direction }) {
  const t = useTranslations('Header');
  const classes = [styles.buttons, direction === 'column' && styles.column];
  return (
    <div className={classes.filter(Boolean).join(' ')} data-testid="account-buttons">
      <LoginLink className={styles.login}>{t('login')}</LoginLink>
      <Link href="/auth/register" className={styles.signup}>
        {t('signup')}
      </Link>
    </div>
  );
}

// The account island of the header and the drawer (part 1 §2.2): log in and sign up for a
// visitor, the profile menu for a member. Public pages are cached for everyone, so the member is
// known only in the browser: until then (before the scripts run too) the page shows the visitor's
// links, which work as plain links and take a member on as well (the login page sends a member on
// at once). docs/decisions/look-and-speed.md, "Interactive sooner on a phone".
export function AccountButtons({ direction = 'row' }: { direction?: Direction }) {
  const { data: user } = useCurrentUser();
  useRememberLastPage();
  if (user) return <ProfileMenu user={user} />;
  return <VisitorButtons direction={direction} />;
}
