import { getTranslations } from 'next-intl/server';

import { getConfig } from '@/lib/config';
import { formatNumber } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { ConsultationButton } from './consultation-button';
import styles from './goals-section.module.css';
import { HomeSection } from './home-section';

const GOAL_NUMBERS = [1, 2, 3, 4, 5] as const;

type Props = { goals: Record<string, unknown> | undefined; locale: Locale };

// part 1 §2.3: the five goals from the content store and the get-consultation dialog.
export async function GoalsSection({ goals, locale }: Props) {
  const t = await getTranslations('Home.goals');
  const items = goals
    ? GOAL_NUMBERS.map((n) => ({
        n,
        title: pick(goals, `goal_${n}_title`, locale),
        text: pick(goals, `goal_${n}_text`, locale),
      })).filter((goal) => goal.title || goal.text)
    : [];
  const title = (goals && pick(goals, 'title', locale)) || t('title');
  return (
    <HomeSection id="goals" title={title} subtitle={t('subtitle')}>
      <div className={styles.grid}>
        <ol className={styles.goals}>
          {items.map((goal) => (
            <li key={goal.n} data-testid="goal" className={styles.goal}>
              <span aria-hidden className={styles.number}>
                {formatNumber(goal.n, locale).padStart(2, formatNumber(0, locale))}
              </span>
              <h3 className={`h4 ${styles.goalTitle}`}>{goal.title}</h3>
              <p className={styles.goalText}>{goal.text}</p>
            </li>
          ))}
        </ol>
        <div className={`${styles.consultation} on-dark`}>
          <h3 className="h4">{t('consultationTitle')}</h3>
          <p className={styles.consultationText}>{t('consultationText')}</p>
          <ConsultationButton
            label={t('getConsultation')}
            captchaSiteKey={getConfig().RECAPTCHA_SITE_KEY}
          />
        </div>
      </div>
    </HomeSection>
  );
}
