import { useTranslations } from 'next-intl';

import { Link } from '@/lib/i18n/navigation';

import { OFFERING_PATHS } from '../offering-limits';
import type { OfferingKind } from '../offering-schemas';

import styles from './my-company.module.css';

const KINDS: readonly OfferingKind[] = ['products', 'services'];

/** part 3 §2: My products and My services, the two children of My Company, as links. */
export function MyCompanyTabs({ active }: { active: OfferingKind }) {
  const t = useTranslations('MyCompany');
  return (
    <nav aria-label={t('sections')} className={styles.tabs}>
      <ul className={styles.tabList}>
        {KINDS.map((kind) => (
          <li key={kind}>
            <Link
              href={OFFERING_PATHS[kind].list}
              aria-current={kind === active ? 'page' : undefined}
              className={styles.tab}
            >
              {t(kind)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
