import { BidiText } from '@/components/ui/bidi-text';
import { formatHsCode } from '@/lib/hs/hs-code';

import styles from './register.module.css';

/** An entry's HS codes as customs write them, Latin digits in both languages. */
export function HsCodeLine({ codes, label }: { codes: readonly string[]; label: string }) {
  if (codes.length === 0) return null;
  return (
    <p className={styles.codes}>
      <span className={styles.codesLabel}>{label}</span>{' '}
      {codes.map((code, index) => (
        <span key={code}>
          {index > 0 && ', '}
          <BidiText latin>{formatHsCode(code)}</BidiText>
        </span>
      ))}
    </p>
  );
}
