import { getTranslations } from 'next-intl/server';

import { Notice } from '@/components/ui/notice';
import { formatHsCode } from '@/lib/hs/hs-code';
import type { HsResolution } from '@/lib/hs/resolve-hs-code';
import { formatYear } from '@/lib/i18n/format-number';
import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';

import styles from './hs-successors.module.css';

// The finder's note for a code of HS 2017 or 2012 typed (issue 45): what it is in HS 2022; the
// finder lists those codes first.

type Older = Extract<HsResolution, { kind: 'older' }>;

export async function HsOlderFinderNote({ older, locale }: { older: Older; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HsOlderCodes' });
  const written = older.successors.map((item) =>
    isolate(formatHsCode(item.code), locale, { latin: true }),
  );
  const comma = locale === 'ar' ? '، ' : ', ';
  const successors =
    written.length > 1
      ? t('or', { first: written.slice(0, -1).join(comma), last: written.at(-1)! })
      : (written[0] ?? '');
  return (
    <Notice severity="info" data-testid="hs-older-note">
      <p className={styles.text}>
        {t('finder', {
          code: isolate(formatHsCode(older.code), locale, { latin: true }),
          edition: formatYear(older.edition, locale),
          successors,
        })}
      </p>
      <p className={styles.source}>{t('source')}</p>
    </Notice>
  );
}
