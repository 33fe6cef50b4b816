import { useTranslations } from 'next-intl';

import { Icon } from '@/components/ui/icon';
import { AddIcon } from '@/components/ui/icon-shapes';
import { Notice } from '@/components/ui/notice';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

import type { OfferingAnswer } from '../answer-schemas';
import { OFFERING_PATHS } from '../offering-limits';
import type { OfferingKind } from '../offering-schemas';

import { OfferingCard } from './offering-card';
import styles from './offering-list.module.css';
import { RemovableItem } from './removable-item';

type Props = { kind: OfferingKind; offerings: OfferingAnswer[]; locale: Locale };

// part 3 "My products and My services": the cards in a grid, "There is no data" when empty, and
// the way to add one.
export function OfferingList({ kind, offerings, locale }: Props) {
  const t = useTranslations('Offerings');
  const headingId = `my-${kind}-heading`;
  return (
    <section aria-labelledby={headingId} className={styles.section} data-testid="offering-list">
      <div className={styles.head}>
        {/* Focusable by script: it takes the focus when a deleted card leaves the list. */}
        <h2 id={headingId} tabIndex={-1} className={`h3 ${styles.heading}`}>
          {t(`${kind}.listHeading`)}
        </h2>
        <Link href={OFFERING_PATHS[kind].add} className="button button-primary">
          <Icon shape={AddIcon} size={20} />
          {t(`${kind}.add`)}
        </Link>
      </div>
      {offerings.length === 0 ? (
        <Notice severity="info">{t('empty')}</Notice>
      ) : (
        <ul className={styles.grid}>
          {offerings.map((offering) => (
            <RemovableItem key={offering.id} focusAfterId={headingId}>
              <OfferingCard kind={kind} offering={offering} locale={locale} />
            </RemovableItem>
          ))}
        </ul>
      )}
    </section>
  );
}
