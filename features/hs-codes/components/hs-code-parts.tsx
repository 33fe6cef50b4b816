import { getTranslations } from 'next-intl/server';

import { BidiText } from '@/components/ui/bidi-text';
import type { Locale } from '@/lib/i18n/routing';

import type { TrailStep } from '../code-trail';
import type { ShownName } from '../shown-name';

import styles from './hs-code.module.css';

// The pieces every finder and tree page writes a code with (issue 37): the code, Latin and
// isolated on Arabic pages; its level's name; its name in the page's language.

/** A code as written (15.09), or a section's numeral, left to right on every page. */
export function HsCode({ code, badge = true }: { code: string; badge?: boolean }) {
  return (
    <BidiText latin className={badge ? styles.code : undefined}>
      {code}
    </BidiText>
  );
}

/** "Heading 15.09", "Section XV"; in Arabic "البند 15.09", "القسم الخامس عشر". */
export async function HsLevelLabel({
  step,
  locale,
  plain = false,
}: {
  step: Pick<TrailStep, 'level' | 'code'>;
  locale: Locale;
  /** The code as text, not as a badge (inside a link or a heading line). */
  plain?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'HsFinder' });
  if (step.level === 'section') {
    return (
      <>
        {t('levels.section')} {t(`sectionNumerals.${step.code}`)}
      </>
    );
  }
  return (
    <>
      {t(`levels.${step.level}`)} <HsCode code={step.code} badge={!plain} />
    </>
  );
}

/**
 * A name as `shownName` chose it: an English text on an Arabic page is marked as English, and a
 * subheading under its heading's Arabic name gets its own English text below it.
 */
export async function HsName({ name, locale }: { name: ShownName; locale: Locale }) {
  const english = name.english;
  if (!english) {
    if (name.lang === locale) return <>{name.text}</>;
    return (
      <span lang={name.lang} dir={name.lang === 'ar' ? 'rtl' : 'ltr'}>
        {name.text}
      </span>
    );
  }
  const t = await getTranslations({ locale, namespace: 'HsFinder' });
  return (
    <>
      {name.text}
      <span className={styles.english}>
        <span className={styles.caption}>{t('subheadingInEnglish')}</span>
        <span lang="en" dir="ltr">
          {english}
        </span>
      </span>
    </>
  );
}
