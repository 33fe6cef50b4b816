import 'server-only';

import { fullTranslator } from '@/lib/api/translate';
import type { Locale } from '@/lib/i18n/routing';
import { SANCTIONS_LIST_ADDRESSES } from '@/lib/sanctions/publishers';

import { reasonMessageKey, type ScreeningAnswer } from '../public-schemas';

import type { ScreeningLists, ScreeningMatch } from './screen-name';

/**
 * GET /api/screening's answer: the lists screened, the matches in the API's field names, each
 * reason in words and the notice in the request's language.
 */
export function screeningAnswerOf(
  screened: { lists: ScreeningLists; matches: ScreeningMatch[] },
  minScore: number,
  locale: Locale,
): ScreeningAnswer {
  const catalogue = fullTranslator(locale);
  const t = (key: string) => catalogue(key as never);
  return {
    lists: screened.lists.map((list) => ({
      source: list.source,
      name: t(`Screening.lists.${list.source}`),
      version: list.version,
      list_date: list.listDate,
      address: SANCTIONS_LIST_ADDRESSES[list.source],
      imported_at: list.importedAt,
    })),
    min_score: minScore,
    matches: screened.matches.map((match) => ({
      list: match.source,
      list_date: match.listDate,
      reference: match.reference,
      kind: match.kind,
      name: match.primaryName,
      original_script_name: match.originalScript,
      matched_alias: match.matchedName,
      score: match.score,
      reason: match.reason,
      reason_text: t(`Screening.${reasonMessageKey(match.reason)}`),
      countries: match.countries,
      birth_dates: match.birthDates,
      programs: match.programs,
      listed_on: match.listedOn,
    })),
    notice: t('Screening.notice'),
  };
}
