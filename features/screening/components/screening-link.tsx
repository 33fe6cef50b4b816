import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/ui/icon';
import { ArrowForwardIcon } from '@/components/ui/icon-shapes';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';

import { SCREENING_PATH } from '../screening-path';

import styles from './screening.module.css';

/** Where buyers are listed, the way to screen one against the sanctions lists (issue 47). */
export async function ScreeningLink({ locale, className }: { locale: Locale; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'Screening' });
  return (
    <p className={className ? `${styles.link} ${className}` : styles.link}>
      <a href={localePath(SCREENING_PATH, locale)} data-testid="screening-link">
        {t('buyersLink')}
        <Icon shape={ArrowForwardIcon} size={20} mirror />
      </a>
    </p>
  );
}
