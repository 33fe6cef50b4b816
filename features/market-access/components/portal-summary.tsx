import { TextWithLatin } from '@/components/ui/bidi-text';

import styles from './market-access.module.css';
import own from './product-rule.module.css';

/** An Arabic summary the portal wrote of an English text, marked as the portal's. */
export function PortalSummary({ text, mark }: { text: string; mark: string }) {
  return (
    <div className={own.portalSummary} lang="ar" dir="rtl" data-testid="portal-summary">
      <span className={own.mark}>{mark}</span>
      <p className={styles.text}>
        <TextWithLatin text={text} />
      </p>
    </div>
  );
}
