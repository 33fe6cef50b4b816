import 'server-only';
import { getTranslations } from 'next-intl/server';

import type { SanctionsSource } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/routing';

import type { BirthWords } from './screening-texts';

export type ListWords = {
  birth: BirthWords;
  /** A UN regime's name in the page's language; any other programme as the list writes it. */
  program: (source: SanctionsSource, program: string) => string;
};

/** The page's words for what the lists write in English: dates of birth, UN regimes. */
export async function listWords(locale: Locale): Promise<ListWords> {
  const t = await getTranslations({ locale, namespace: 'Screening' });
  return {
    birth: {
      approximately: (date) => t('card.bornApproximately', { date }),
      range: (from, to) => t('card.bornRange', { from, to }),
    },
    program: (source, program) => {
      const key = `unRegimes.${program}`;
      return source === 'un' && t.has(key) ? t(key as 'unRegimes.Iraq') : program;
    },
  };
}
