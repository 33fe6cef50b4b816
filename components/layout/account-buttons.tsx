'use client';

import { useTranslations } from 'next-intl';

import { Link } from '@/lib/i18n/navigation';
import { useCurrentUser } from '@/lib/session/current-user';

import styles from './account-buttons.module.css';
import { LoginLink } from './login-link';
import { ProfileMenu } from './profile-menu';
import { useRememberLastPage } from './use-remember-last-page';

type Direction = 'row' | 'column';

function VisitorButtons({ direction, hidden = false }: { direction: Direction; hidden?: boolean }) {
  const t = useTranslations('Header');
  const classes = [styles.buttons, direction === 'column' && styles.column];
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      data-testid={hidden ? undefined : 'account-buttons'}
      aria-hidden={hidden || undefined}
      inert={hidden || undefined}
    >
      <LoginLink className={styles.login}>{t('login')}</LoginLink>
      <Link href="/auth/register" className={styles.signup}>
        {t('signup')}
      </Link>
    </div>
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
      <div data-testid="account-placeholder" className={styles.placeholder}>
        <VisitorButtons direction={direction} hidden />
      </div>
    );
  }
  if (user) return <ProfileMenu user={user} />;
  return <VisitorButtons direction={direction} />;
}
