import { getTranslations } from 'next-intl/server';

import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';

import type { TrailStep } from '../code-trail';

/** `HsLevelLabel` as plain text, for a title or a banner: "Heading 15.09", "القسم الخامس عشر". */
export async function hsLevelLabelText(
  step: Pick<TrailStep, 'level' | 'code'>,
  locale: Locale,
): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'HsFinder' });
  const code =
    step.level === 'section'
      ? t(`sectionNumerals.${step.code}`)
      : isolate(step.code, locale, { latin: true });
  return `${t(`levels.${step.level}`)} ${code}`;
}
