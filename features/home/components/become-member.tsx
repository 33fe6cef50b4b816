import Image from 'next/image';
import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/ui/icon';
import { ArrowForwardIcon, CheckCircleIcon } from '@/components/ui/icon-shapes';
import type { BecomeAMember } from '@/lib/db/schema';
import { pick } from '@/lib/i18n/localized';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

import styles from './become-member.module.css';
import buttons from './buttons.module.css';
import { HomeSection } from './home-section';

type Props = { member?: BecomeAMember; locale: Locale };

// part 1 §2.3: the become-a-member block and its call to action, which leads to registration.
export async function BecomeMember({ member, locale }: Props) {
  if (!member) return null;
  const t = await getTranslations('Home.member');
  const checks = [1, 2].map((n) => ({
    n,
    title: pick(member, `check_${n}_title`, locale),
    subtitle: pick(member, `check_${n}_subtitle`, locale),
  }));
  return (
    <HomeSection id="member" title={t('title')} tone="mint">
      <div className={styles.layout}>
        <div>
          <p className={styles.intro}>{pick(member, 'left_col_content', locale)}</p>
          <ul className={styles.checks}>
            {checks.map((check) => (
              <li key={check.n} className={styles.check}>
                <Icon shape={CheckCircleIcon} size={32} className={styles.checkIcon} />
                <div>
                  <h3 className={`h4 ${styles.checkTitle}`}>{check.title}</h3>
                  <p className={styles.checkText}>{check.subtitle}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className={`${styles.panel} on-dark`}>
          {member.image && (
            <div className={styles.art}>
              <Image src={member.image} alt="" fill sizes="420px" className={styles.artImage} />
            </div>
          )}
          <h3 className={styles.panelTitle}>{pick(member, 'become_title', locale)}</h3>
          <p className={styles.panelText}>{pick(member, 'become_subtitle', locale)}</p>
          <Link
            href="/auth/register"
            data-testid="member-register"
            className={`button ${buttons.large} ${buttons.accent} ${styles.register}`}
          >
            {pick(member, 'action_btn_text', locale) || t('register')}
            <Icon shape={ArrowForwardIcon} size={20} mirror />
          </Link>
        </div>
      </div>
    </HomeSection>
  );
}
