import { useTranslations } from 'next-intl';

import { Icon } from '@/components/ui/icon';
import type { IconShape } from '@/components/ui/icon-shapes';
import { Link } from '@/lib/i18n/navigation';

import { ProfileCard } from './profile-card';
import styles from './profile-card.module.css';

type Props = {
  /** The messages' namespace holding the card's `title`, `text` and `link`. */
  messages: string;
  icon: IconShape[];
  href: string;
  testId: string;
};

/** A profile card that leads to one of the member's pages: its title, a line, and the link. */
export function ProfileLinkCard({ messages, icon, href, testId }: Props) {
  const t = useTranslations(messages);
  return (
    <ProfileCard title={t('title')} icon={<Icon shape={icon} />} testId={testId}>
      <p>{t('text')}</p>
      <Link href={href} className={`button button-outlined ${styles.link}`}>
        {t('link')}
      </Link>
    </ProfileCard>
  );
}
